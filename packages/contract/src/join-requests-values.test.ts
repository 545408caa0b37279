import { describe, expect, it } from 'vitest';
import { joinVisitProblem } from './join-requests-values';

const ZONE = 'Africa/Algiers'; // UTC+1 all year
const NOW = new Date('2026-03-02T10:00:00Z');

describe('joinVisitProblem', () => {
  it('accepts a half hour of the working day, on the portal’s clock', () => {
    expect(joinVisitProblem(new Date('2026-03-04T07:00:00Z'), NOW, ZONE)).toBeNull(); // 08:00
    expect(joinVisitProblem(new Date('2026-03-04T15:30:00Z'), NOW, ZONE)).toBeNull(); // 16:30
    expect(joinVisitProblem(new Date('2026-03-04T16:00:00Z'), NOW, ZONE)).toBeNull(); // 17:00
  });
  it('refuses the past, the far future, off-hours and off-step times', () => {
    expect(joinVisitProblem(new Date('2026-03-01T09:00:00Z'), NOW, ZONE)).toBe('validation.join_visit_past');
    expect(joinVisitProblem(new Date('invalid'), NOW, ZONE)).toBe('validation.join_visit_past');
    expect(joinVisitProblem(new Date('2026-06-02T09:00:00Z'), NOW, ZONE)).toBe(
      'validation.join_visit_too_far',
    );
    expect(joinVisitProblem(new Date('2026-03-04T06:30:00Z'), NOW, ZONE)).toBe('validation.join_visit_hours'); // 07:30
    expect(joinVisitProblem(new Date('2026-03-04T16:30:00Z'), NOW, ZONE)).toBe('validation.join_visit_hours'); // 17:30
    expect(joinVisitProblem(new Date('2026-03-04T08:15:00Z'), NOW, ZONE)).toBe('validation.join_visit_hours');
  });
});

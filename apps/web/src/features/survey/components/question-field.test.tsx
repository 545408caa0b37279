import type { SurveyFormQuestion } from '@portal/contract/survey';
import { cleanup, render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { QuestionField } from './question-field';

beforeAll(async () => {
  await initI18n('en');
});
afterEach(cleanup);

function Harness({ question, error }: { question: SurveyFormQuestion; error?: string }) {
  const { register } = useForm();
  return (
    <QuestionField question={question} registration={register(`answers.${question.key}`)} error={error} />
  );
}

const rating: SurveyFormQuestion = {
  key: 'ads_rating',
  type: 'rating',
  required: true,
  text: 'How do you rate the published ads?',
  options: [],
};

describe('survey questions', () => {
  it('draws a rating as a named group of five radios, each read as "n of 5"', () => {
    render(<Harness question={rating} error="This field is required." />);
    const group = screen.getByRole('group', { name: 'How do you rate the published ads? (required)' });
    const radios = screen.getAllByRole('radio');
    expect(radios).toHaveLength(5);
    expect(screen.getByRole('radio', { name: '4 of 5' })).toBeTruthy();
    // The error describes the group, so a screen reader says it with the question.
    const described = group.getAttribute('aria-describedby');
    expect(described && document.getElementById(described)?.textContent).toBe('This field is required.');
  });

  it('draws a multiple choice as checkboxes named by their labels', () => {
    render(
      <Harness
        question={{
          key: 'tools',
          type: 'multi_choice',
          required: false,
          text: 'What do you use?',
          options: [
            { value: 'web', label: 'The website' },
            { value: 'app', label: 'The app' },
          ],
        }}
      />,
    );
    expect(screen.getByRole('group', { name: 'What do you use?' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'The app' })).toBeTruthy();
  });
});

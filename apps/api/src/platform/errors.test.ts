import type { Locale } from '@portal/contract/locale';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError, fieldErrorsFromIssues, issueMessage, validatorCompiler, ZOD_ISSUES } from './errors';

/** Parses as the API's validator does: with each issue's input, to tell "missing" from "wrong". */
function issuesOf(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value, { reportInput: true });
  if (result.success) throw new Error('expected the value to fail the schema');
  return result.error.issues;
}

function messageOf(schema: z.ZodType, value: unknown, locale: Locale = 'en'): string {
  const [issue] = issuesOf(schema, value);
  if (!issue) throw new Error('no issue');
  return issueMessage(locale, issue);
}

describe('issueMessage', () => {
  it('calls a missing value, null or an empty string "required"', () => {
    expect(messageOf(z.object({ name: z.string() }), {})).toBe('This field is required.');
    expect(messageOf(z.object({ name: z.string() }), { name: null })).toBe('This field is required.');
    expect(messageOf(z.string().min(1), '')).toBe('This field is required.');
    expect(messageOf(z.string().min(1), '', 'fr')).toBe('Ce champ est obligatoire.');
    expect(messageOf(z.string().min(1), '', 'ar')).toBe('هذا الحقل مطلوب.');
  });

  it('tells a wrong type from a missing value', () => {
    expect(messageOf(z.number(), 'twelve')).toBe('This value has the wrong type.');
    expect(messageOf(z.number().int(), 1.5)).toBe('Enter a whole number.');
  });

  it('words string, number, array and date bounds with the limit', () => {
    expect(messageOf(z.string().min(8), 'short')).toBe('Minimum length: 8 characters.');
    expect(messageOf(z.string().min(8), 'short', 'fr')).toBe('Longueur minimale : 8 caractères.');
    expect(messageOf(z.string().min(8), 'short', 'ar')).toBe('الحد الأدنى لعدد الأحرف: 8.');
    expect(messageOf(z.string().max(3), 'long')).toBe('Maximum length: 3 characters.');
    expect(messageOf(z.number().min(1000), 5)).toBe('Minimum value: 1,000.');
    expect(messageOf(z.number().max(10), 11)).toBe('Maximum value: 10.');
    expect(messageOf(z.array(z.string()).min(2), ['a'])).toBe('Choose at least: 2.');
    expect(messageOf(z.array(z.string()).max(1), ['a', 'b'])).toBe('Choose at most: 1.');
    expect(messageOf(z.set(z.string()).min(2), new Set(['a']))).toBe('Choose at least: 2.');
    expect(messageOf(z.date().min(new Date('2020-01-01')), new Date('2019-01-01'))).toBe(
      'This date is too early.',
    );
    expect(messageOf(z.date().max(new Date('2020-01-01')), new Date('2021-01-01'))).toBe(
      'This date is too late.',
    );
  });

  it('words formats and choices', () => {
    expect(messageOf(z.email(), 'not-an-email')).toBe('Enter a valid email address.');
    expect(messageOf(z.email(), 'not-an-email', 'fr')).toBe('Saisissez une adresse e-mail valide.');
    expect(messageOf(z.email(), 'not-an-email', 'ar')).toBe('أدخل بريداً إلكترونياً صالحاً.');
    expect(messageOf(z.url(), 'nope')).toBe('Enter a valid web address.');
    expect(messageOf(z.string().regex(/^\d+$/), 'abc')).toBe('This value is not in the expected format.');
    expect(messageOf(z.enum(['a', 'b']), 'c')).toBe('Choose one of the allowed values.');
    expect(messageOf(z.strictObject({}), { extra: 1 })).toBe('This field is not accepted.');
    expect(messageOf(z.union([z.string(), z.number()]), true)).toBe('This value is not valid.');
  });

  it('uses a message key given by the schema, with the issue as parameters', () => {
    const confirm = z
      .object({ password: z.string(), password_confirmation: z.string() })
      .refine((v) => v.password === v.password_confirmation, {
        message: 'validation.password_mismatch',
        path: ['password_confirmation'],
      });
    expect(messageOf(confirm, { password: 'a', password_confirmation: 'b' }, 'fr')).toBe(
      'Les mots de passe ne correspondent pas.',
    );
    expect(messageOf(z.string().min(12, 'validation.string_too_short'), 'short')).toBe(
      'Minimum length: 12 characters.',
    );
  });

  it("never shows zod's own English text", () => {
    const custom = z.string().refine(() => false, { message: 'Some internal wording' });
    expect(messageOf(custom, 'x', 'ar')).toBe('هذه القيمة غير صالحة.');
  });
});

describe('fieldErrorsFromIssues', () => {
  const signup = z.strictObject({
    name: z.string().min(1),
    password: z.string().min(8),
    email: z.email(),
    address: z.strictObject({ city: z.string(), zip: z.string().regex(/^\d{5}$/) }),
    phones: z.array(z.string().min(6)),
  });

  it('keys messages by dot-separated field path, unknown keys included', () => {
    const issues = issuesOf(signup, {
      password: 'short',
      email: 'nope',
      address: { zip: 'abc', floor: 3 },
      phones: ['123456', '12'],
      role: 'admin',
    });
    expect(fieldErrorsFromIssues('en', issues)).toEqual({
      name: ['This field is required.'],
      password: ['Minimum length: 8 characters.'],
      email: ['Enter a valid email address.'],
      'address.city': ['This field is required.'],
      'address.zip': ['This value is not in the expected format.'],
      'address.floor': ['This field is not accepted.'],
      'phones.1': ['Minimum length: 6 characters.'],
      role: ['This field is not accepted.'],
    });
  });

  it('collects several messages of one field once each', () => {
    const schema = z.object({ code: z.string().min(6).regex(/^\d+$/).regex(/^\d+$/) });
    expect(fieldErrorsFromIssues('en', issuesOf(schema, { code: 'ab' }))).toEqual({
      code: ['Minimum length: 6 characters.', 'This value is not in the expected format.'],
    });
  });

  it('names a root-level issue after the part of the request', () => {
    const issues = issuesOf(z.object({ a: z.string() }), 'not an object');
    expect(fieldErrorsFromIssues('en', issues)).toEqual({ _: ['This value has the wrong type.'] });
    expect(fieldErrorsFromIssues('fr', issues, 'body')).toEqual({
      body: ["Cette valeur n'a pas le bon type."],
    });
  });
});

describe('validatorCompiler', () => {
  it('passes the parsed value through, with coercion and defaults', () => {
    const validate = validatorCompiler({
      schema: z.object({ page: z.coerce.number().int().min(1), sort: z.string().default('new') }),
    });
    expect(validate({ page: '3' })).toEqual({ value: { page: 3, sort: 'new' } });
  });

  it('returns an error carrying the zod issues with their input', () => {
    const validate = validatorCompiler({ schema: z.object({ page: z.number() }) });
    const result = validate({ page: 'x' }) as { error: Error & { [ZOD_ISSUES]: { input?: unknown }[] } };
    expect(result.error).toBeInstanceOf(Error);
    expect(result.error[ZOD_ISSUES]).toHaveLength(1);
    expect(result.error[ZOD_ISSUES][0]?.input).toBe('x');
  });
});

describe('AppError', () => {
  it('takes its status from the contract table and its message key from its code', () => {
    const error = new AppError('too_many_requests', {
      params: { seconds: 3 },
      headers: { 'Retry-After': '3' },
    });
    expect(error).toBeInstanceOf(Error);
    expect(error.status).toBe(429);
    expect(error.messageKey).toBe('error.too_many_requests');
    expect(error.params).toEqual({ seconds: 3 });
    expect(error.headers).toEqual({ 'Retry-After': '3' });
    expect(new AppError('csrf_mismatch').status).toBe(419);
    expect(new AppError('not_found', { messageKey: 'error.route_not_found' }).messageKey).toBe(
      'error.route_not_found',
    );
  });
});

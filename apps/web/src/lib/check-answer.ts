import { endpointSchemas, type EndpointSchemas } from '@portal/contract/endpoint-schemas';
import type { Endpoint, EndpointName } from '@portal/contract/endpoints';
import { z } from 'zod';

/** Thrown when the API answered something its endpoint's schema does not describe. */
export class AnswerMismatchError extends Error {
  constructor(endpoint: Endpoint, error: z.ZodError) {
    super(
      `The answer of ${endpoint.name} (${endpoint.method} ${endpoint.path}) does not match its response schema:\n${z.prettifyError(error)}`,
    );
    this.name = 'AnswerMismatchError';
  }
}

/**
 * Development and tests only (lib/call.ts): fails loudly, naming the endpoint, when an answer
 * does not match the schema the contract gives it, so the web and the API cannot drift apart
 * unnoticed. A 204 (no body) and an endpoint without a response schema are not checked.
 */
export function checkAnswer(endpoint: Endpoint<EndpointName>, answer: unknown): void {
  if (answer === undefined) return;
  const { response }: EndpointSchemas = endpointSchemas[endpoint.name];
  const schema = response?.[200] ?? response?.[201];
  if (!schema) return;
  const result = schema.safeParse(answer);
  if (result.success) return;
  const error = new AnswerMismatchError(endpoint, result.error);
  console.error(error);
  throw error;
}

/** For the other areas' tests (docs/decisions/023-module-boundaries.md). */
export { STARTER_SYNONYMS } from './starter-synonyms';

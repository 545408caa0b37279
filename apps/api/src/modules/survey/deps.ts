import type { Config } from '../../config';
import type { Db } from '../../db/client';

/** What the survey needs from the rest of the app, passed in (easy to test). */
export interface SurveyDeps {
  db: Db;
  config: Config;
}

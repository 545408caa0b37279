import { catalogOf } from './catalog';

/** The French strings but the back office's (back-office/strings.ts): one chunk, loaded alone. */
export default catalogOf(
  import.meta.glob(['./fr/*.json', '!./fr/admin*.json'], { eager: true, import: 'default' }),
);

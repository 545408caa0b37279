import { catalogOf } from './catalog';

/** The English strings but the back office's (back-office/strings.ts): one chunk, loaded alone. */
export default catalogOf(
  import.meta.glob(['./en/*.json', '!./en/admin*.json'], { eager: true, import: 'default' }),
);

import { catalogOf } from './catalog';

/** The Arabic strings but the back office's (back-office/strings.ts): one chunk, loaded alone. */
export default catalogOf(
  import.meta.glob(['./ar/*.json', '!./ar/admin*.json'], { eager: true, import: 'default' }),
);

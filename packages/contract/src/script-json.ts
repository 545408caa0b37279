/**
 * JSON that is safe inside a `<script>` data block (`type="application/json"` or
 * `"application/ld+json"`): `<`, `>` and `&` are escaped, so text people wrote can never close
 * the element (`</script>`) or open a comment (`<!--`), and U+2028/9, which some parsers read as
 * line ends. The server's drawn pages carry their state and their structured data this way.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

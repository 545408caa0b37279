import { UserText } from '../../../ui/user-text';

/**
 * An episode's notes: rich text the API sanitized with its allowlist when it was saved (the
 * CMS's sanitizer), shown as such in a block that takes its own direction. A page of its own,
 * local to the podcast, until the portal has one shared rich-text renderer.
 */
export function EpisodeNotes({ html }: { html: string }) {
  return (
    <UserText
      as="div"
      className="prose prose-sm max-w-none text-slate-700 [&_a]:text-brand-700 [&_a]:underline [&_li]:ms-5 [&_ol]:list-decimal [&_p]:mb-2 [&_ul]:list-disc"
      // Sanitized by the server on save (an allowlist of text tags and http(s) links).
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

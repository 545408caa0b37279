import type { ContentItem } from '@portal/contract/content';
import type { Locale } from '@portal/contract/locale';
import { XMLBuilder } from 'fast-xml-parser';

/** An episode as the public content API lists it. */
export type Episode = ContentItem & { details: Extract<ContentItem['details'], { kind: 'episode' }> };

export interface FeedChannel {
  locale: Locale;
  /** config.publicUrl: every address in the feed is absolute. */
  publicUrl: string;
  /** The feed's own address (atom:link rel="self"). */
  selfUrl: string;
  siteName: string;
  ownerEmail: string;
  /** When the feed was built: lastBuildDate. */
  now: Date;
}

/** The words of the channel in each language. */
const CHANNEL_TEXT: Record<
  Locale,
  { title: (site: string) => string; description: (site: string) => string }
> = {
  ar: {
    title: (site) => `بودكاست ${site}`,
    description: (site) => `حلقات ${site}: نصائح البيع والشراء، أخبار البوابة وقصص مستعمليها.`,
  },
  fr: {
    title: (site) => `Le podcast — ${site}`,
    description: (site) =>
      `Les épisodes de ${site} : conseils pour vendre et acheter, actualités du portail et histoires de ses utilisateurs.`,
  },
  en: {
    title: (site) => `${site} podcast`,
    description: (site) =>
      `Episodes from ${site}: tips for selling and buying, news of the portal and its users’ stories.`,
  },
};

/** The square brand image podcast directories ask for (1400 px, apps/web/public, served under /build/). */
export const COVER_PATH = '/build/podcast-cover.png';

/**
 * HTML inside CDATA. The builder splits a "]]>" of the text across two sections, so a note can
 * never close its section and become markup of the feed (tested).
 */
const cdata = (html: string) => ({ __cdata: html });

const absolute = (publicUrl: string, path: string) =>
  new URL(path, publicUrl.replace(/\/+$/, '') + '/').toString();

function item(episode: Episode, channel: FeedChannel) {
  const { audio } = episode.details;
  const notes = episode.body && episode.body.trim() !== '' ? episode.body : episode.summary;
  return {
    title: episode.title,
    description: cdata(notes),
    link: absolute(channel.publicUrl, `/podcast#episode-${episode.id}`),
    guid: { '#text': `episode-${episode.id}`, '@_isPermaLink': 'false' },
    pubDate: new Date(episode.published_at).toUTCString(),
    enclosure: {
      '@_url': absolute(channel.publicUrl, audio.url),
      '@_length': String(audio.size_bytes),
      '@_type': audio.mime,
    },
    'itunes:title': episode.title,
    'itunes:episode': episode.details.number,
    ...(episode.details.season !== null ? { 'itunes:season': episode.details.season } : {}),
    ...(audio.duration_seconds !== null ? { 'itunes:duration': audio.duration_seconds } : {}),
    'itunes:explicit': episode.details.explicit ? 'true' : 'false',
    'itunes:episodeType': 'full',
    ...(episode.summary ? { 'itunes:summary': episode.summary } : {}),
  };
}

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  cdataPropName: '__cdata',
  format: true,
  suppressEmptyNode: true,
  // Text and attribute values are escaped (&, <, >, quotes): a title can never become markup.
  processEntities: true,
});

/**
 * The podcast's RSS 2.0 feed with the iTunes tags podcast apps read: one feed per language,
 * each episode in that language or, when it has none, in another (the content API's fallback).
 */
export function buildPodcastFeed(channel: FeedChannel, episodes: readonly Episode[]): string {
  const text = CHANNEL_TEXT[channel.locale];
  const title = text.title(channel.siteName);
  const link = absolute(channel.publicUrl, `/podcast`);
  const cover = absolute(channel.publicUrl, COVER_PATH);
  const document = {
    '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
    rss: {
      '@_version': '2.0',
      '@_xmlns:itunes': 'http://www.itunes.com/dtds/podcast-1.0.dtd',
      '@_xmlns:atom': 'http://www.w3.org/2005/Atom',
      channel: {
        title,
        link,
        description: text.description(channel.siteName),
        language: channel.locale,
        lastBuildDate: channel.now.toUTCString(),
        'atom:link': { '@_href': channel.selfUrl, '@_rel': 'self', '@_type': 'application/rss+xml' },
        image: { url: cover, title, link },
        'itunes:author': channel.siteName,
        'itunes:owner': { 'itunes:name': channel.siteName, 'itunes:email': channel.ownerEmail },
        'itunes:image': { '@_href': cover },
        'itunes:category': { '@_text': 'Business' },
        'itunes:explicit': 'false',
        'itunes:type': 'episodic',
        item: episodes.map((episode) => item(episode, channel)),
      },
    },
  };
  return builder.build(document) as string;
}

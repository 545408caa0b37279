import { drawScene, drawSceneJpeg } from '../../../db/seed/generated-art';
import { melodyMp3 } from '../../../db/seed/generated-audio';
import { simplePdf, type PdfText } from '../../../db/seed/generated-pdf';
import type { SeedFile } from './types';

/**
 * The demo content's files, all made at seed time (nothing downloaded): covers, logos and
 * album photos drawn from the catalog's icons, PDFs written with pdf-lib, MP3 tunes encoded in
 * JavaScript. A video is not among them: encoding one needs a codec this project does not ship.
 */

/** A 16:9 picture drawn from one of the catalog's icons (covers, services' pictures). */
export const cover = (key: string, icon: string, hue: number, variant = 1): SeedFile => ({
  key,
  name: `${key}.jpg`,
  bytes: () => drawSceneJpeg({ icon, hue, variant, width: 1200, height: 675 }),
});
const logo = (key: string, icon: string, hue: number): SeedFile => ({
  key,
  name: `${key}.png`,
  bytes: () => drawScene({ icon, hue, variant: 0, width: 400, height: 400, style: 'logo' }),
});
const pdf = (key: string, text: PdfText): SeedFile => ({
  key,
  name: `${key}.pdf`,
  bytes: () => simplePdf(text),
});
const mp3 = (key: string, tune: number, seconds: number): SeedFile => ({
  key,
  name: `${key}.mp3`,
  bytes: () => Promise.resolve(melodyMp3(tune, seconds)),
});

/** Summaries, not the official texts: the PDFs say where those are published. */
const lawSheet = (title: string, subject: string, points: string[]): PdfText => ({
  title,
  subtitle:
    'Fiche de présentation (contenu de démonstration) — le texte officiel fait foi : Journal officiel de la République algérienne.',
  paragraphs: [`Objet : ${subject}`, ...points.map((p) => `• ${p}`)],
});

export const DEMO_FILES: SeedFile[] = [
  cover('news-launch', 'megaphone', 210),
  cover('news-services', 'wrench', 30),
  cover('news-sales', 'store', 140),
  cover('news-fair', 'party-popper', 300),
  cover('blog-photos', 'camera', 260),
  cover('blog-safety', 'hand-heart', 0),
  cover('blog-car', 'car', 200),
  cover('blog-flat', 'building', 25),
  cover('blog-jobs', 'briefcase', 45),
  logo('partner-atlas', 'truck', 200),
  logo('partner-bahdja', 'scale', 265),
  logo('partner-numidia', 'printer', 15),
  logo('partner-tassili', 'languages', 150),
  logo('partner-hoggar', 'key-round', 40),
  cover('home-about', 'house', 190, 2),
  ...[0, 1, 2, 3].map((i) => cover(`album-fair-${i + 1}`, 'party-popper', 300 + i * 12, i)),
  ...[0, 1, 2, 3].map((i) => cover(`album-branch-${i + 1}`, 'building-2', 200 + i * 10, i)),
  cover('audio-poster', 'headphones', 280),
  mp3('audio-jingle', 4, 6),
  ...[0, 1, 2, 3].map((i) => mp3(`episode-${i + 1}`, i, 5)),
  pdf(
    'loi-18-07',
    lawSheet(
      'Loi n° 18-07 du 10 juin 2018',
      'protection des personnes physiques dans le traitement des données à caractère personnel.',
      [
        'Principes : consentement exprès, finalités déterminées, données adéquates et conservées pour une durée limitée.',
        'Droits des personnes : information, accès, rectification, opposition.',
        'Institution de l’Autorité nationale de protection des données à caractère personnel (ANPDP).',
        'Déclaration ou autorisation préalable des traitements ; encadrement des transferts vers l’étranger.',
      ],
    ),
  ),
  pdf(
    'loi-18-05',
    lawSheet('Loi n° 18-05 du 10 mai 2018', 'commerce électronique.', [
      'Conditions d’exercice du commerce électronique et inscription au registre du commerce.',
      'Informations obligatoires de l’offre commerciale électronique et de la commande.',
      'Obligations du fournisseur électronique et droits du consommateur électronique.',
    ]),
  ),
  pdf(
    'loi-09-04',
    lawSheet(
      'Loi n° 09-04 du 5 août 2009',
      'prévention et lutte contre les infractions liées aux technologies de l’information et de la communication.',
      [
        'Surveillance des communications électroniques dans les cas prévus par la loi.',
        'Obligations des fournisseurs de services, dont la conservation de certaines données de trafic.',
      ],
    ),
  ),
  pdf(
    'loi-09-03',
    lawSheet('Loi n° 09-03 du 25 février 2009', 'protection du consommateur et répression des fraudes.', [
      'Obligation générale de sécurité des produits et services.',
      'Information du consommateur et garantie des biens.',
    ]),
  ),
  pdf(
    'code-civil',
    lawSheet(
      'Ordonnance n° 75-58 du 26 septembre 1975 portant code civil',
      'règles générales des contrats et de la responsabilité.',
      [
        'Formation du contrat : consentement, objet et cause.',
        'Vente : obligations du vendeur (délivrance, garantie des vices cachés) et de l’acheteur.',
      ],
    ),
  ),
  pdf(
    'constitution-2020',
    lawSheet('Constitution de 2020', 'loi fondamentale de la République.', [
      'Protection de la vie privée et des données à caractère personnel, droit fondamental.',
      'Liberté du commerce et de l’investissement, exercée dans le cadre de la loi.',
    ]),
  ),
  pdf('form-complaint', {
    title: 'Formulaire de réclamation',
    subtitle: 'À remettre à une agence ou à envoyer depuis la page de contact.',
    paragraphs: [
      'Décrivez votre réclamation (annonce concernée, date, faits). Nous répondons sous quinze jours.',
    ],
    fields: [
      'Nom et prénom',
      'Nom d’utilisateur',
      'Téléphone',
      'Annonce concernée',
      'Objet',
      'Date et signature',
    ],
  }),
  pdf('form-data-rights', {
    title: 'Demande d’exercice des droits — loi n° 18-07',
    subtitle: 'Accès, rectification, opposition, effacement.',
    paragraphs: [
      'Cochez le droit exercé et joignez une copie d’une pièce d’identité. L’export des données et la suppression du compte sont aussi possibles directement depuis le profil.',
    ],
    fields: ['Nom et prénom', 'E-mail du compte', 'Droit exercé', 'Précisions', 'Date et signature'],
  }),
  pdf('guide-advertiser', {
    title: 'Advertiser’s guide',
    subtitle: 'Posting ads that are published quickly.',
    paragraphs: [
      'Choose the closest category, write a clear title and an honest description, and add real photos.',
      'Every ad is reviewed before publication; a refused ad can be corrected and submitted again.',
      'Never ask for or send money in advance; meet in a public place.',
    ],
  }),
  pdf('contract-service', {
    title: 'Service agreement template',
    subtitle: 'Between a customer and a service provider found on the portal.',
    paragraphs: [
      'The provider carries out the work described below for the agreed price and within the agreed time. The customer pays as set out below.',
    ],
    fields: [
      'Customer',
      'Provider',
      'Work to be done',
      'Price (DZD)',
      'Deadline',
      'Payment terms',
      'Signatures',
    ],
  }),
];

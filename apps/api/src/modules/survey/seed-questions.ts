import type { BUILT_IN_SURVEY_KEYS, SurveyQuestionType } from '@portal/contract/survey-values';
import type { Db } from '../../db/client';
import { surveyQuestions } from '../../db/schema/index';

type Localized = { ar: string; fr: string; en: string };
type BuiltIn = {
  key: (typeof BUILT_IN_SURVEY_KEYS)[number];
  type: SurveyQuestionType;
  required: boolean;
  text: Localized;
  options: { value: string; label: Localized }[];
};

const option = (value: string, ar: string, fr: string, en: string) => ({ value, label: { ar, fr, en } });

/** The questions every portal starts with, in their order. */
export const BUILT_IN_QUESTIONS: readonly BuiltIn[] = [
  {
    key: 'full_name',
    type: 'short_text',
    required: false,
    text: { ar: 'الاسم الكامل (اختياري)', fr: 'Nom complet (facultatif)', en: 'Full name (optional)' },
    options: [],
  },
  {
    key: 'work_nature',
    type: 'single_choice',
    required: true,
    text: { ar: 'طبيعة العمل', fr: 'Nature du travail', en: 'Nature of work' },
    options: [
      option('employee', 'موظف', 'Employé', 'Employee'),
      option('worker', 'عامل', 'Ouvrier', 'Worker'),
      option('merchant', 'تاجر', 'Commerçant', 'Merchant'),
      option('freelancer', 'عمل حر', 'Indépendant', 'Freelancer'),
      option('retired', 'متقاعد', 'Retraité', 'Retired'),
      option('unemployed', 'بدون عمل', 'Sans emploi', 'Unemployed'),
    ],
  },
  {
    key: 'age_range',
    type: 'single_choice',
    required: true,
    text: { ar: 'الفئة العمرية', fr: 'Tranche d’âge', en: 'Age range' },
    options: [
      option('twenties', 'العشرينات', 'La vingtaine', 'Twenties'),
      option('thirties', 'الثلاثينات', 'La trentaine', 'Thirties'),
      option('forties', 'الأربعينات', 'La quarantaine', 'Forties'),
      option('fifties', 'الخمسينات', 'La cinquantaine', 'Fifties'),
      option('over_sixty', 'أكثر من ستين', 'Plus de soixante ans', 'Over sixty'),
    ],
  },
  {
    key: 'referral_source',
    type: 'single_choice',
    required: true,
    text: {
      ar: 'كيف تعرفت على البوابة؟',
      fr: 'Comment avez-vous connu le portail ?',
      en: 'How did you hear about the portal?',
    },
    options: [
      option('search_engine', 'محرك بحث', 'Un moteur de recherche', 'A search engine'),
      option('social_networks', 'شبكات التواصل الاجتماعي', 'Les réseaux sociaux', 'Social networks'),
      option('friend', 'صديق', 'Un ami', 'A friend'),
      option('tv_radio', 'التلفزيون أو الإذاعة', 'La télévision ou la radio', 'TV or radio'),
      option('poster_flyer', 'ملصق أو مطوية', 'Une affiche ou un dépliant', 'A poster or a flyer'),
      option('other', 'أخرى', 'Autre', 'Other'),
    ],
  },
  {
    key: 'ads_rating',
    type: 'rating',
    required: true,
    text: {
      ar: 'ما تقييمك للإعلانات المنشورة؟',
      fr: 'Comment évaluez-vous les annonces publiées ?',
      en: 'How do you rate the published ads?',
    },
    options: [],
  },
  {
    key: 'ease_of_access',
    type: 'rating',
    required: true,
    text: {
      ar: 'ما مدى سهولة الوصول إلى ما تبحث عنه؟',
      fr: 'Est-il facile de trouver ce que vous cherchez ?',
      en: 'How easy is it to find what you are looking for?',
    },
    options: [],
  },
  {
    key: 'suggestions',
    type: 'long_text',
    required: false,
    text: {
      ar: 'اقتراحاتك لتحسين البوابة',
      fr: 'Vos suggestions pour améliorer le portail',
      en: 'Your suggestions to improve the portal',
    },
    options: [],
  },
];

/**
 * Adds the built-in questions a database lacks (every start; idempotent). One already there is
 * left as staff edited it: its wording, its order, whether it is active.
 */
export async function seedSurveyQuestions(db: Db): Promise<void> {
  await db
    .insert(surveyQuestions)
    .values(
      BUILT_IN_QUESTIONS.map((question, index) => ({
        ...question,
        builtIn: true,
        position: index + 1,
      })),
    )
    .onConflictDoNothing({ target: surveyQuestions.key });
}

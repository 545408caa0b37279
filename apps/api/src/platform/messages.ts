import { intlLocaleOf, type Locale } from '@portal/contract/locale';

/**
 * Server messages in the three languages. Numbers are interpolated as `{name}` and phrased
 * so no plural form is needed ("Minimum length: 8"), which keeps Arabic correct.
 */
const en = {
  'error.bad_request': 'The request could not be understood.',
  'error.invalid_json': 'The request body is not valid JSON.',
  'error.unauthenticated': 'Please login.',
  'error.forbidden': 'You are not allowed to do this.',
  'error.not_found': 'Not found.',
  'error.route_not_found': 'No such address in the API.',
  'error.method_not_allowed': 'This method is not allowed here.',
  'error.conflict': 'This conflicts with the current state. Reload and try again.',
  'error.payload_too_large': 'The request is too large.',
  'error.unsupported_media_type': 'This content type is not accepted.',
  'error.csrf_mismatch': 'CSRF token mismatch.',
  'error.validation_failed': 'Some fields need your attention.',
  'error.password_confirmation_required': 'Please confirm your password to continue.',
  'error.too_many_requests': 'Too many attempts. Please wait {seconds} seconds and try again.',
  'error.internal_error': 'Something went wrong on our side. Please try again later. Reference: {reference}',
  'error.service_unavailable': 'The service is temporarily unavailable. Please try again shortly.',
  'validation.required': 'This field is required.',
  'validation.invalid_type': 'This value has the wrong type.',
  'validation.string_too_short': 'Minimum length: {minimum} characters.',
  'validation.string_too_long': 'Maximum length: {maximum} characters.',
  'validation.number_too_small': 'Minimum value: {minimum}.',
  'validation.number_too_big': 'Maximum value: {maximum}.',
  'validation.array_too_small': 'Choose at least: {minimum}.',
  'validation.array_too_big': 'Choose at most: {maximum}.',
  'validation.date_too_small': 'This date is too early.',
  'validation.date_too_big': 'This date is too late.',
  'validation.invalid_email': 'Enter a valid email address.',
  'validation.invalid_url': 'Enter a valid web address.',
  'validation.invalid_format': 'This value is not in the expected format.',
  'validation.invalid_value': 'Choose one of the allowed values.',
  'validation.not_integer': 'Enter a whole number.',
  'validation.unrecognized_keys': 'This field is not accepted.',
  'validation.invalid': 'This value is not valid.',
} as const;

export type MessageKey = keyof typeof en;

const fr: Record<MessageKey, string> = {
  'error.bad_request': "La requête n'a pas pu être comprise.",
  'error.invalid_json': "Le corps de la requête n'est pas un JSON valide.",
  'error.unauthenticated': 'Veuillez vous connecter.',
  'error.forbidden': "Vous n'êtes pas autorisé à faire cela.",
  'error.not_found': 'Introuvable.',
  'error.route_not_found': "Cette adresse n'existe pas dans l'API.",
  'error.method_not_allowed': "Cette méthode n'est pas autorisée ici.",
  'error.conflict': "Conflit avec l'état actuel. Rechargez et réessayez.",
  'error.payload_too_large': 'La requête est trop volumineuse.',
  'error.unsupported_media_type': "Ce type de contenu n'est pas accepté.",
  'error.csrf_mismatch': 'CSRF token mismatch.',
  'error.validation_failed': 'Certains champs demandent votre attention.',
  'error.password_confirmation_required': 'Veuillez confirmer votre mot de passe pour continuer.',
  'error.too_many_requests': 'Trop de tentatives. Patientez {seconds} secondes puis réessayez.',
  'error.internal_error':
    'Une erreur est survenue de notre côté. Veuillez réessayer plus tard. Référence : {reference}',
  'error.service_unavailable': 'Le service est momentanément indisponible. Réessayez dans un instant.',
  'validation.required': 'Ce champ est obligatoire.',
  'validation.invalid_type': "Cette valeur n'a pas le bon type.",
  'validation.string_too_short': 'Longueur minimale : {minimum} caractères.',
  'validation.string_too_long': 'Longueur maximale : {maximum} caractères.',
  'validation.number_too_small': 'Valeur minimale : {minimum}.',
  'validation.number_too_big': 'Valeur maximale : {maximum}.',
  'validation.array_too_small': 'Choisissez au moins : {minimum}.',
  'validation.array_too_big': 'Choisissez au plus : {maximum}.',
  'validation.date_too_small': 'Cette date est trop tôt.',
  'validation.date_too_big': 'Cette date est trop tard.',
  'validation.invalid_email': 'Saisissez une adresse e-mail valide.',
  'validation.invalid_url': 'Saisissez une adresse web valide.',
  'validation.invalid_format': "Cette valeur n'est pas au format attendu.",
  'validation.invalid_value': 'Choisissez une des valeurs autorisées.',
  'validation.not_integer': 'Saisissez un nombre entier.',
  'validation.unrecognized_keys': "Ce champ n'est pas accepté.",
  'validation.invalid': "Cette valeur n'est pas valide.",
};

const ar: Record<MessageKey, string> = {
  'error.bad_request': 'تعذّر فهم الطلب.',
  'error.invalid_json': 'محتوى الطلب ليس JSON صالحاً.',
  'error.unauthenticated': 'يرجى تسجيل الدخول.',
  'error.forbidden': 'غير مسموح لك بهذا الإجراء.',
  'error.not_found': 'غير موجود.',
  'error.route_not_found': 'هذا العنوان غير موجود في الواجهة البرمجية.',
  'error.method_not_allowed': 'هذه الطريقة غير مسموح بها هنا.',
  'error.conflict': 'يتعارض هذا مع الحالة الحالية. أعد التحميل وحاول مجدداً.',
  'error.payload_too_large': 'حجم الطلب كبير جداً.',
  'error.unsupported_media_type': 'نوع المحتوى هذا غير مقبول.',
  'error.csrf_mismatch': 'CSRF token mismatch.',
  'error.validation_failed': 'بعض الحقول تحتاج إلى مراجعة.',
  'error.password_confirmation_required': 'يرجى تأكيد كلمة المرور للمتابعة.',
  'error.too_many_requests': 'محاولات كثيرة جداً. انتظر {seconds} ثانية ثم حاول مجدداً.',
  'error.internal_error': 'حدث خطأ من جهتنا. يرجى المحاولة لاحقاً. المرجع: {reference}',
  'error.service_unavailable': 'الخدمة غير متاحة مؤقتاً. حاول مجدداً بعد قليل.',
  'validation.required': 'هذا الحقل مطلوب.',
  'validation.invalid_type': 'نوع هذه القيمة غير صحيح.',
  'validation.string_too_short': 'الحد الأدنى لعدد الأحرف: {minimum}.',
  'validation.string_too_long': 'الحد الأقصى لعدد الأحرف: {maximum}.',
  'validation.number_too_small': 'أصغر قيمة مسموحة: {minimum}.',
  'validation.number_too_big': 'أكبر قيمة مسموحة: {maximum}.',
  'validation.array_too_small': 'الحد الأدنى للاختيارات: {minimum}.',
  'validation.array_too_big': 'الحد الأقصى للاختيارات: {maximum}.',
  'validation.date_too_small': 'هذا التاريخ مبكر جداً.',
  'validation.date_too_big': 'هذا التاريخ متأخر جداً.',
  'validation.invalid_email': 'أدخل بريداً إلكترونياً صالحاً.',
  'validation.invalid_url': 'أدخل عنوان موقع صالحاً.',
  'validation.invalid_format': 'هذه القيمة ليست بالصيغة المطلوبة.',
  'validation.invalid_value': 'اختر إحدى القيم المسموحة.',
  'validation.not_integer': 'أدخل عدداً صحيحاً.',
  'validation.unrecognized_keys': 'هذا الحقل غير مقبول.',
  'validation.invalid': 'هذه القيمة غير صالحة.',
};

const catalogs: Record<Locale, Record<MessageKey, string>> = { ar, fr, en };

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(en, value);
}

export function translate(
  locale: Locale,
  key: MessageKey,
  params: Record<string, string | number> = {},
): string {
  const template = catalogs[locale][key] ?? en[key];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    return typeof value === 'number' ? new Intl.NumberFormat(intlLocaleOf(locale)).format(value) : value;
  });
}

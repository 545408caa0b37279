import type { z } from 'zod';
import { numberFormat } from './intl-cache';
import { intlLocaleOf, type Locale } from './locale';

/**
 * Field-error messages in the three languages, shared by the API (422 answers) and the SPA
 * (forms validated before sending), so a rule written once in a schema reads the same on
 * both sides. Schemas give a custom message as one of these keys, e.g.
 * `z.string().refine(…, { message: 'validation.password_mismatch' })`.
 * Numbers are phrased so that no plural form is needed ("Minimum length: 8").
 */
const en = {
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
  'validation.invalid_characters': 'This text contains characters that are not allowed.',
  'validation.slug_format': 'Use lowercase Latin letters, digits and hyphens, e.g. used-cars.',
  'validation.slug_taken': 'This slug is already used here. Choose another one.',
  'validation.category_too_deep': 'A filter is the last level: it cannot have levels under it.',
  'validation.currency_code_format': 'Use the three capital letters of the ISO 4217 code, e.g. DZD.',
  'validation.currency_code_taken': 'This currency is already in the list.',
  'validation.username_format': 'Use 3 to 30 letters, digits, dots or underscores.',
  'validation.phone_format': 'Enter a valid phone number (digits only).',
  'validation.country_code_format': 'Choose a country code.',
  'validation.password_mismatch': 'The passwords do not match.',
  'validation.password_too_common': 'This password is too common. Choose another one.',
  'validation.password_like_identity': 'The password must not be your email or username.',
  'validation.too_young': 'You must be at least 16 years old.',
  'validation.terms_required': 'You must accept the terms to continue.',
  'validation.email_taken': 'This email is already used by another account.',
  'validation.registry_number_format':
    'Use letters, digits, spaces, slashes or dashes, as printed on the registry extract.',
  'validation.username_taken': 'This username is already taken.',
  'validation.current_password_wrong': 'The current password is not correct.',
  'validation.password_wrong': 'The password is not correct.',
  'validation.code_invalid': 'This code is not valid or has expired.',
  'validation.captcha_failed': 'Please confirm you are not a robot.',
  'validation.same_email': 'This is already your email address.',
  'validation.image_type': 'Choose a JPEG, PNG or WebP image.',
  'validation.file_required': 'Choose a file.',
  'validation.date_in_future': 'Choose a date after today.',
  'validation.date_not_future': 'Choose today or an earlier date.',
  'validation.payment_above_due': 'This is more than the amount still due.',
  'validation.payment_full_amount': 'A full payment is the whole amount still due; otherwise choose partial.',
  'validation.payment_partial_amount':
    'A partial payment is less than the amount still due; for all of it choose full.',
  'validation.payment_currency': 'Record the payment in the currency of the amount due.',
  'validation.promotion_unknown': 'This promotion is not offered any more; choose another or none.',
  'validation.promotion_currency': 'A paid promotion is priced in the listing fee’s currency.',
  'validation.price_range': 'The maximum price must not be less than the minimum price.',
  'validation.sales_only': 'This field applies to sales ads only.',
  'validation.field_not_offered': 'This category does not use this field.',
  'validation.photo_invalid': 'A photo is missing or was not uploaded by you.',
  'validation.duplicate_value': 'Each value may appear only once.',
  'validation.default_duration_not_offered': 'The default duration must be one of the durations offered.',
  'validation.time_range': 'The closing time must be after the opening time.',
  'validation.time_format': 'Enter a time as HH:MM, e.g. 08:30.',
  'validation.time_zone': 'Enter a time zone such as Africa/Algiers.',
  'validation.date_range': 'The end date must not be before the start date.',
  'validation.range_too_long': 'Choose a shorter period.',
  'validation.newsletter_language_required': 'Write the newsletter in at least one language.',
  'validation.slug': 'Use letters and digits in words joined by hyphens, e.g. used-cars.',
  'validation.content_translation_required': 'Write the text in at least one language.',
  'validation.content_kind_mismatch': 'These details belong to another kind of content.',
  'validation.page_key': 'Choose one of the informational pages.',
  'validation.content_file_missing': 'This file does not exist. Upload it again.',
  'validation.content_file_kind': 'This file is not of the kind expected here.',
  'validation.content_branch_unknown': 'One of the branches chosen does not exist any more. Choose again.',
  'validation.content_file_type':
    'This file type is not accepted: JPEG, PNG or WebP images, MP3, M4A, OGG or WAV audio, MP4 or WebM video, PDF.',
  'validation.join_visit_past': 'Choose a time after now.',
  'validation.join_visit_too_far': 'Choose a day within the next 60 days.',
  'validation.join_visit_hours': 'Choose a half hour between 08:00 and 17:00 (the office’s time).',
  'validation.join_reply_required': 'Write the reply mailed to the sender.',
  'validation.join_files_required': 'Add your CV (at least one file).',
  'validation.join_files_too_many': 'At most 5 files.',
  'validation.join_file_type': 'This file type is not accepted: PDF, Word (DOC, DOCX), JPEG or PNG.',
  'validation.survey_key_format':
    'Use lowercase Latin letters, digits and underscores, starting with a letter, e.g. age_range.',
  'validation.survey_options_not_used': 'Only choice questions have options.',
  'validation.survey_key_taken': 'Another question already uses this key.',
  'validation.ad_media_required': 'Add the advertisement’s image or video.',
  'validation.ad_media_type':
    'This file does not match the chosen type: an image (JPEG, PNG, WebP) or a video (MP4, WebM).',
  'validation.ad_media_ratio': 'The image must have the 220 mm × 300 mm proportion (portrait).',
  'validation.ad_media_resolution': 'The image is too small for print: at least 1299 × 1772 pixels.',
  'validation.ad_document_required': 'Add this document (an image or a PDF).',
  'validation.ad_document_type': 'This file type is not accepted: JPEG, PNG or PDF.',
  'validation.ad_not_offered': 'This placement is not sold by this duration.',
  'validation.ad_start_ahead': 'Choose a start date from tomorrow, within the next year.',
  'validation.ad_period_too_long': 'The period is too long: one year at most.',
  'validation.ad_no_room':
    'This placement is fully booked on a day of this period. Choose another start date.',
} as const;

export type ValidationKey = keyof typeof en;

const fr: Record<ValidationKey, string> = {
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
  'validation.invalid_characters': 'Ce texte contient des caractères non autorisés.',
  'validation.slug_format': 'Lettres latines minuscules, chiffres et tirets, par ex. voitures-occasion.',
  'validation.slug_taken': 'Ce slug est déjà utilisé ici. Choisissez-en un autre.',
  'validation.category_too_deep': 'Un filtre est le dernier niveau : il ne peut rien contenir.',
  'validation.currency_code_format': 'Les trois lettres majuscules du code ISO 4217, par ex. DZD.',
  'validation.currency_code_taken': 'Cette devise figure déjà dans la liste.',
  'validation.username_format': 'De 3 à 30 lettres, chiffres, points ou tirets bas.',
  'validation.phone_format': 'Saisissez un numéro de téléphone valide (chiffres uniquement).',
  'validation.country_code_format': 'Choisissez un indicatif.',
  'validation.password_mismatch': 'Les mots de passe ne correspondent pas.',
  'validation.password_too_common': 'Ce mot de passe est trop courant. Choisissez-en un autre.',
  'validation.password_like_identity':
    "Le mot de passe ne doit pas être votre e-mail ni votre nom d'utilisateur.",
  'validation.too_young': 'Vous devez avoir au moins 16 ans.',
  'validation.terms_required': 'Vous devez accepter les conditions pour continuer.',
  'validation.email_taken': 'Cet e-mail est déjà utilisé par un autre compte.',
  'validation.registry_number_format':
    'Lettres, chiffres, espaces, barres obliques ou tirets, comme sur l’extrait du registre.',
  'validation.username_taken': "Ce nom d'utilisateur est déjà pris.",
  'validation.current_password_wrong': "Le mot de passe actuel n'est pas correct.",
  'validation.password_wrong': "Le mot de passe n'est pas correct.",
  'validation.code_invalid': "Ce code n'est pas valide ou a expiré.",
  'validation.captcha_failed': "Veuillez confirmer que vous n'êtes pas un robot.",
  'validation.same_email': 'Ceci est déjà votre adresse e-mail.',
  'validation.image_type': 'Choisissez une image JPEG, PNG ou WebP.',
  'validation.file_required': 'Choisissez un fichier.',
  'validation.date_in_future': "Choisissez une date postérieure à aujourd'hui.",
  'validation.date_not_future': "Choisissez aujourd'hui ou une date antérieure.",
  'validation.payment_above_due': 'Ce montant dépasse ce qui reste dû.',
  'validation.payment_full_amount': 'Un paiement complet couvre tout le reste dû ; sinon choisissez partiel.',
  'validation.payment_partial_amount':
    'Un paiement partiel est inférieur au reste dû ; pour la totalité choisissez complet.',
  'validation.payment_currency': 'Enregistrez le paiement dans la devise du montant dû.',
  'validation.promotion_unknown': 'Cette promotion n’est plus proposée ; choisissez-en une autre ou aucune.',
  'validation.promotion_currency': 'Une promotion payante est tarifée dans la devise des frais d’annonce.',
  'validation.price_range': 'Le prix maximal ne doit pas être inférieur au prix minimal.',
  'validation.sales_only': 'Ce champ ne concerne que les annonces de vente.',
  'validation.field_not_offered': 'Cette catégorie n’utilise pas ce champ.',
  'validation.photo_invalid': "Une photo est introuvable ou n'a pas été envoyée par vous.",
  'validation.duplicate_value': 'Chaque valeur ne peut figurer qu’une fois.',
  'validation.default_duration_not_offered': 'La durée par défaut doit être l’une des durées proposées.',
  'validation.time_range': 'L’heure de fermeture doit suivre l’heure d’ouverture.',
  'validation.time_format': 'Saisissez une heure au format HH:MM, par ex. 08:30.',
  'validation.time_zone': 'Saisissez un fuseau horaire comme Africa/Algiers.',
  'validation.date_range': 'La date de fin ne peut pas précéder la date de début.',
  'validation.range_too_long': 'Choisissez une période plus courte.',
  'validation.newsletter_language_required': 'Rédigez la lettre dans au moins une langue.',
  'validation.slug': 'Lettres et chiffres en mots reliés par des tirets, par ex. voitures-occasion.',
  'validation.content_translation_required': 'Rédigez le texte dans au moins une langue.',
  'validation.content_kind_mismatch': 'Ces détails appartiennent à un autre type de contenu.',
  'validation.page_key': 'Choisissez l’une des pages d’information.',
  'validation.content_file_missing': 'Ce fichier n’existe pas. Téléversez-le de nouveau.',
  'validation.content_file_kind': 'Ce fichier n’est pas du type attendu ici.',
  'validation.content_branch_unknown': 'L’une des agences choisies n’existe plus. Choisissez de nouveau.',
  'validation.content_file_type':
    'Ce type de fichier n’est pas accepté : images JPEG, PNG ou WebP, audio MP3, M4A, OGG ou WAV, vidéo MP4 ou WebM, PDF.',
  'validation.join_visit_past': 'Choisissez un moment à venir.',
  'validation.join_visit_too_far': 'Choisissez un jour dans les 60 prochains jours.',
  'validation.join_visit_hours': 'Choisissez une demi-heure entre 08:00 et 17:00 (heure du bureau).',
  'validation.join_reply_required': 'Rédigez la réponse envoyée par e-mail au demandeur.',
  'validation.join_files_required': 'Ajoutez votre CV (au moins un fichier).',
  'validation.join_files_too_many': 'Au plus 5 fichiers.',
  'validation.join_file_type': 'Ce type de fichier n’est pas accepté : PDF, Word (DOC, DOCX), JPEG ou PNG.',
  'validation.survey_key_format':
    'Utilisez des lettres latines minuscules, des chiffres et des tirets bas, en commençant par une lettre, p. ex. age_range.',
  'validation.survey_options_not_used': 'Seules les questions à choix ont des options.',
  'validation.survey_key_taken': 'Une autre question utilise déjà cette clé.',
  'validation.ad_media_required': 'Ajoutez l’image ou la vidéo de la publicité.',
  'validation.ad_media_type':
    'Ce fichier ne correspond pas au type choisi : une image (JPEG, PNG, WebP) ou une vidéo (MP4, WebM).',
  'validation.ad_media_ratio': 'L’image doit avoir la proportion 220 mm × 300 mm (portrait).',
  'validation.ad_media_resolution':
    'L’image est trop petite pour l’impression : au moins 1299 × 1772 pixels.',
  'validation.ad_document_required': 'Ajoutez ce document (une image ou un PDF).',
  'validation.ad_document_type': 'Ce type de fichier n’est pas accepté : JPEG, PNG ou PDF.',
  'validation.ad_not_offered': 'Cet emplacement n’est pas vendu pour cette durée.',
  'validation.ad_start_ahead': 'Choisissez une date de début à partir de demain, dans l’année qui vient.',
  'validation.ad_period_too_long': 'La période est trop longue : un an au plus.',
  'validation.ad_no_room':
    'Cet emplacement est complet un jour de cette période. Choisissez une autre date de début.',
};

const ar: Record<ValidationKey, string> = {
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
  'validation.invalid_characters': 'يحتوي هذا النص على رموز غير مسموح بها.',
  'validation.slug_format': 'استعمل حروفاً لاتينية صغيرة وأرقاماً وشرطات، مثل used-cars.',
  'validation.slug_taken': 'هذا المعرّف مستعمل هنا من قبل. اختر معرّفاً آخر.',
  'validation.category_too_deep': 'الفلتر هو المستوى الأخير: لا يمكن إضافة مستويات تحته.',
  'validation.currency_code_format': 'استعمل رمز ISO 4217 المكوّن من ثلاثة حروف لاتينية كبيرة، مثل DZD.',
  'validation.currency_code_taken': 'هذه العملة موجودة في القائمة من قبل.',
  'validation.username_format': 'من 3 إلى 30 حرفاً لاتينياً أو رقماً أو نقطة أو شرطة سفلية.',
  'validation.phone_format': 'أدخل رقم هاتف صالحاً (أرقام فقط).',
  'validation.country_code_format': 'اختر رمز الدولة.',
  'validation.password_mismatch': 'كلمتا المرور غير متطابقتين.',
  'validation.password_too_common': 'كلمة المرور هذه شائعة جداً. اختر كلمة أخرى.',
  'validation.password_like_identity': 'يجب ألا تكون كلمة المرور هي بريدك الإلكتروني أو اسم المستخدم.',
  'validation.too_young': 'يجب أن يكون عمرك 16 سنة على الأقل.',
  'validation.terms_required': 'يجب الموافقة على الشروط للمتابعة.',
  'validation.email_taken': 'هذا البريد الإلكتروني مستعمل في حساب آخر.',
  'validation.registry_number_format':
    'استعمل حروفاً لاتينية وأرقاماً ومسافات وشرطات مائلة أو عادية كما في مستخرج السجل التجاري.',
  'validation.username_taken': 'اسم المستخدم هذا محجوز.',
  'validation.current_password_wrong': 'كلمة المرور الحالية غير صحيحة.',
  'validation.password_wrong': 'كلمة المرور غير صحيحة.',
  'validation.code_invalid': 'هذا الرمز غير صالح أو انتهت صلاحيته.',
  'validation.captcha_failed': 'يرجى تأكيد أنك لست روبوتاً.',
  'validation.same_email': 'هذا هو بريدك الإلكتروني الحالي.',
  'validation.image_type': 'اختر صورة بصيغة JPEG أو PNG أو WebP.',
  'validation.file_required': 'اختر ملفاً.',
  'validation.date_in_future': 'اختر تاريخاً بعد اليوم.',
  'validation.date_not_future': 'اختر تاريخ اليوم أو تاريخاً سابقاً.',
  'validation.payment_above_due': 'هذا المبلغ أكبر مما بقي مستحقاً.',
  'validation.payment_full_amount': 'الدفع الكامل يساوي كل المبلغ المتبقي؛ وإلا فاختر دفعاً جزئياً.',
  'validation.payment_partial_amount': 'الدفع الجزئي أقل من المبلغ المتبقي؛ لدفع كل المبلغ اختر دفعاً كاملاً.',
  'validation.payment_currency': 'سجّل الدفع بعملة المبلغ المستحق.',
  'validation.promotion_unknown': 'هذا الترويج لم يعد معروضاً؛ اختر ترويجاً آخر أو لا شيء.',
  'validation.promotion_currency': 'يُسعَّر الترويج المدفوع بعملة رسوم الإعلان.',
  'validation.price_range': 'يجب ألا يقل السعر الأقصى عن السعر الأدنى.',
  'validation.sales_only': 'هذا الحقل خاص بإعلانات البيع فقط.',
  'validation.field_not_offered': 'هذه الفئة لا تستعمل هذا الحقل.',
  'validation.photo_invalid': 'إحدى الصور غير موجودة أو لم ترفعها أنت.',
  'validation.duplicate_value': 'لا يجوز تكرار القيمة نفسها.',
  'validation.default_duration_not_offered': 'يجب أن تكون المدة الافتراضية إحدى المدد المعروضة.',
  'validation.time_range': 'يجب أن يكون وقت الإغلاق بعد وقت الفتح.',
  'validation.time_format': 'أدخل الوقت بصيغة HH:MM، مثل 08:30.',
  'validation.time_zone': 'أدخل منطقة زمنية مثل Africa/Algiers.',
  'validation.date_range': 'يجب ألا يسبق تاريخ النهاية تاريخ البداية.',
  'validation.range_too_long': 'اختر مدة أقصر.',
  'validation.newsletter_language_required': 'اكتب النشرة بلغة واحدة على الأقل.',
  'validation.slug': 'استعمل حروفاً وأرقاماً في كلمات تصل بينها شرطات، مثل used-cars.',
  'validation.content_translation_required': 'اكتب النص بلغة واحدة على الأقل.',
  'validation.content_kind_mismatch': 'هذه التفاصيل تخص نوعاً آخر من المحتوى.',
  'validation.page_key': 'اختر إحدى صفحات المعلومات.',
  'validation.content_file_missing': 'هذا الملف غير موجود. ارفعه من جديد.',
  'validation.content_file_kind': 'هذا الملف ليس من النوع المطلوب هنا.',
  'validation.content_branch_unknown': 'أحد الفروع المختارة لم يعد موجوداً. اختر من جديد.',
  'validation.content_file_type':
    'نوع الملف غير مقبول: صور JPEG أو PNG أو WebP، صوت MP3 أو M4A أو OGG أو WAV، فيديو MP4 أو WebM، PDF.',
  'validation.join_visit_past': 'اختر وقتاً لاحقاً.',
  'validation.join_visit_too_far': 'اختر يوماً خلال الستين يوماً القادمة.',
  'validation.join_visit_hours': 'اختر نصف ساعة بين 08:00 و17:00 (بتوقيت المكتب).',
  'validation.join_reply_required': 'اكتب الرد الذي يُرسل إلى صاحب الطلب بالبريد.',
  'validation.join_files_required': 'أضف سيرتك الذاتية (ملف واحد على الأقل).',
  'validation.join_files_too_many': 'خمسة ملفات على الأكثر.',
  'validation.join_file_type': 'نوع الملف غير مقبول: PDF أو Word (DOC، DOCX) أو JPEG أو PNG.',
  'validation.survey_key_format':
    'استعمل حروفاً لاتينية صغيرة وأرقاماً وشرطات سفلية، تبدأ بحرف، مثل age_range.',
  'validation.survey_options_not_used': 'الخيارات خاصة بأسئلة الاختيار فقط.',
  'validation.survey_key_taken': 'هذا المفتاح مستعمل في سؤال آخر.',
  'validation.ad_media_required': 'أضف صورة الإشهار أو الفيديو الخاص به.',
  'validation.ad_media_type':
    'هذا الملف لا يوافق النوع المختار: صورة (JPEG أو PNG أو WebP) أو فيديو (MP4 أو WebM).',
  'validation.ad_media_ratio': 'يجب أن تكون الصورة بنسبة 220 مم × 300 مم (عمودية).',
  'validation.ad_media_resolution': 'الصورة صغيرة جداً للطباعة: 1299 × 1772 بكسل على الأقل.',
  'validation.ad_document_required': 'أضف هذه الوثيقة (صورة أو ملف PDF).',
  'validation.ad_document_type': 'نوع الملف غير مقبول: JPEG أو PNG أو PDF.',
  'validation.ad_not_offered': 'هذا الموضع لا يُباع بهذه المدة.',
  'validation.ad_start_ahead': 'اختر تاريخ بداية ابتداءً من الغد وخلال السنة القادمة.',
  'validation.ad_period_too_long': 'المدة طويلة جداً: سنة واحدة على الأكثر.',
  'validation.ad_no_room': 'هذا الموضع محجوز بالكامل في أحد أيام هذه المدة. اختر تاريخ بداية آخر.',
};

export const VALIDATION_MESSAGES: Record<Locale, Record<ValidationKey, string>> = { ar, fr, en };

export function isValidationKey(value: string): value is ValidationKey {
  return Object.hasOwn(en, value);
}

/** Replaces `{name}` with params; numbers are formatted for the locale. */
export function interpolate(locale: Locale, template: string, params: Record<string, unknown> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    if (typeof value === 'number' || typeof value === 'bigint') {
      return numberFormat(intlLocaleOf(locale)).format(value);
    }
    return typeof value === 'string' ? value : whole;
  });
}

export function validationMessage(
  locale: Locale,
  key: ValidationKey,
  params: Record<string, unknown> = {},
): string {
  return interpolate(locale, VALIDATION_MESSAGES[locale][key], params);
}

type Issue = z.core.$ZodIssue & { input?: unknown };

/**
 * One zod issue as a message in the given language: a finished one (in an error), or a raw one
 * as an error map receives it (the SPA's forms word their issues through one).
 */
export function issueMessage(locale: Locale, issue: Issue | z.core.$ZodRawIssue): string {
  if (issue.message !== undefined && isValidationKey(issue.message)) {
    return validationMessage(locale, issue.message, issue as unknown as Record<string, unknown>);
  }
  const m = (key: ValidationKey, params?: Record<string, unknown>) => validationMessage(locale, key, params);
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return m('validation.required');
      if (issue.expected === 'int') return m('validation.not_integer');
      return m('validation.invalid_type');
    case 'too_small': {
      const minimum = Number(issue.minimum);
      if (issue.origin === 'string') {
        return minimum <= 1 ? m('validation.required') : m('validation.string_too_short', { minimum });
      }
      if (issue.origin === 'array' || issue.origin === 'set')
        return m('validation.array_too_small', { minimum });
      if (issue.origin === 'date') return m('validation.date_too_small');
      return m('validation.number_too_small', { minimum });
    }
    case 'too_big': {
      const maximum = Number(issue.maximum);
      if (issue.origin === 'string') return m('validation.string_too_long', { maximum });
      if (issue.origin === 'array' || issue.origin === 'set')
        return m('validation.array_too_big', { maximum });
      if (issue.origin === 'date') return m('validation.date_too_big');
      return m('validation.number_too_big', { maximum });
    }
    case 'invalid_format':
      if (issue.format === 'email') return m('validation.invalid_email');
      if (issue.format === 'url') return m('validation.invalid_url');
      return m('validation.invalid_format');
    case 'invalid_value':
      return m('validation.invalid_value');
    case 'unrecognized_keys':
      return m('validation.unrecognized_keys');
    default:
      return m('validation.invalid');
  }
}

/** Field path (dot-separated) → localized messages, as the error shape's `errors` carries them. */
export function fieldErrorsFromIssues(
  locale: Locale,
  issues: readonly Issue[],
  rootName = '_',
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) => {
    const list = (errors[field] ??= []);
    if (!list.includes(message)) list.push(message);
  };
  for (const issue of issues) {
    const base = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) add(base ? `${base}.${key}` : key, issueMessage(locale, issue));
    } else {
      add(base || rootName, issueMessage(locale, issue));
    }
  }
  return errors;
}

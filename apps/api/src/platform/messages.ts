import type { Locale } from '@portal/contract/locale';
import {
  interpolate,
  isValidationKey,
  VALIDATION_MESSAGES,
  type ValidationKey,
} from '@portal/contract/validation';

/**
 * Server messages in the three languages; field-error messages (validation.*) come from the
 * contract so the SPA shows the same words. Numbers are interpolated as `{name}` and phrased
 * so no plural form is needed ("Minimum length: 8"), which keeps Arabic correct.
 */
const en = {
  'error.bad_request': 'The request could not be understood.',
  'error.invalid_json': 'The request body is not valid JSON.',
  'error.invalid_multipart': 'The upload was cut off or malformed. Please send the file again.',
  'error.unauthenticated': 'Please login.',
  'error.forbidden': 'You are not allowed to do this.',
  'error.email_unverified':
    "You haven't verified your email yet. Please check your email to confirm your account.",
  'error.account_suspended': 'This account is suspended. Contact us if you think this is a mistake.',
  'error.invalid_credentials': 'These credentials do not match our records.',
  'message.generic_sent': 'If an account uses this address, we have sent it an email with the next step.',
  'message.email_verified': 'Your email is verified. Thank you!',
  'message.verification_sent': 'We have sent you a new email with a verification code.',
  'message.password_updated': 'Your password has been changed.',
  'message.logged_out': 'You are logged out.',
  'message.email_change_sent':
    'We have sent a verification code to your new address. It replaces the old one once verified.',
  'message.account_deleted': 'Your account has been deleted.',
  'message.profile_updated': 'Your profile has been updated.',
  'message.verification_sent_to': 'A new verification email has been sent to {email}.',
  'error.not_found': 'Not found.',
  'error.route_not_found': 'No such address in the API.',
  'error.method_not_allowed': 'This method is not allowed here.',
  'error.conflict': 'This conflicts with the current state. Reload and try again.',
  'error.payload_too_large': 'The request is too large.',
  'error.photo_too_large': 'This photo is too large: {max} MB at most.',
  'error.content_file_too_large': 'This file is too large: {max} MB at most for this type.',
  'error.content_not_found': 'This page does not exist or is not published.',
  'error.listing_end_date_passed':
    'Its validity date or offer end has passed: edit the listing to choose a new date, then it goes back to review.',
  'error.unsupported_media_type': 'This content type is not accepted.',
  'error.csrf_mismatch': 'CSRF token mismatch.',
  'error.validation_failed': 'Some fields need your attention.',
  'error.password_confirmation_required': 'Please confirm your password to continue.',
  'error.too_many_requests': 'Too many attempts. Please wait {seconds} seconds and try again.',
  'error.internal_error': 'Something went wrong on our side. Please try again later. Reference: {reference}',
  'error.service_unavailable': 'The service is temporarily unavailable. Please try again shortly.',
  'error.storage_full': 'The server has no room left for files. Please try again later.',
  'error.metrics_token': 'The metrics token is missing or wrong.',
  'error.overloaded': 'Too many visitors at once. Please try again in {seconds} seconds.',
  'error.listing_claimed':
    '{name} is reviewing this listing. Try again in a few minutes or pick another one.',
  'error.listing_not_pending': 'This listing is no longer waiting for review. Reload the queue.',
  'error.registration_closed': 'Registration of new accounts is closed for now. Please come back later.',
  'error.posting_closed': 'Posting new ads on this platform is closed for now. Please come back later.',
  'error.revision_outdated':
    'This edit no longer passes the checks (the catalog or the settings changed since it was sent). Reject it with a reason so the author can fix it.',
  'error.listing_not_waiting_payment': 'This listing is no longer waiting for payment. Reload the list.',
  'error.advertisement_not_pending': 'This advertisement is no longer waiting for review. Reload the queue.',
  'error.advertisement_claimed':
    '{name} is reviewing this advertisement. Try again in a few minutes or pick another one.',
  'error.advertisement_not_payable': 'This advertisement takes no payment now: nothing is due. Reload it.',
  'error.listing_has_payments':
    'Payments are recorded for this listing, so it cannot be deleted. Contact us if you no longer want it.',
  'error.already_reported': 'You have already reported this listing. Our team will review it.',
  'error.own_listing': 'You cannot do this on your own listing.',
  'error.conversation_blocked':
    'One of you blocked the other: no more messages can be sent in this conversation.',
  'error.conversation_closed': 'This account was deleted: no more messages can be sent in this conversation.',
  'error.conversation_already_reported':
    'You have already reported this conversation. Our team will review it.',
  'error.category_has_children':
    'This category cannot be deleted: it still has levels under it (count: {count}). Delete those first, or deactivate this category instead.',
  'error.category_in_use':
    'This category cannot be deleted: listings are filed under it (listings: {count}). Deactivate it instead: it leaves the site and its listings keep working.',
  'error.city_in_use':
    'This city cannot be deleted: listings use it (listings: {count}). Deactivate it instead: it is no longer offered and those listings keep working.',
  'error.currency_in_use':
    'This currency cannot be deleted: listings are priced in it (listings: {count}). Deactivate it instead.',
  'error.currency_minor_units_in_use':
    'The minor units of this currency cannot change while listings are priced in it (listings: {count}): their prices would change.',
  'error.currency_is_default':
    'The default currency cannot be deleted or deactivated. Make another currency the default first.',
  'error.currency_inactive': 'Activate this currency before making it the default.',
  'error.currency_in_settings':
    'The listing fee in the settings is in this currency. Change it there before deleting the currency.',
  'error.catalog_order_changed': 'This list has changed meanwhile. Reload it and try again.',
  'message.report_received': 'Thank you. Our team will review your report.',
  'error.reports_handled': 'These reports have already been handled. Reload the queue.',
  'error.cannot_suspend_self': 'You cannot suspend your own account.',
  'error.cannot_suspend_staff': 'Only an administrator can suspend a moderator or an administrator.',
  'error.already_suspended': 'This account is already suspended.',
  'error.not_suspended': 'This account is not suspended.',
  'error.cannot_change_own_role': 'You cannot change your own role.',
  'error.already_verified': 'This email address is already verified.',
  'error.banned_word_exists': 'This word is already in the list for this language.',
  'message.newsletter_check_inbox':
    'Thank you. Unless this address already receives the newsletter, we have sent it a link to confirm the subscription.',
  'message.newsletter_confirmed': 'Your subscription is confirmed. Welcome!',
  'message.newsletter_unsubscribed': 'You are unsubscribed. You will receive no more newsletters.',
  'message.contact_sent':
    'Thank you, your message was sent. We have emailed you a copy and will answer as soon as possible.',
  'error.join_requests_closed': 'Join requests are closed for now. Please come back later.',
  'error.join_file_too_large': 'A file is too large: {max} MB at most per file.',
  'message.join_request_received': 'Thank you. Your request has been received; we will answer you by email.',
  'error.advertisements_closed': 'Advertisement orders are closed for now. Please come back later.',
  'error.ad_no_room': 'This placement is fully booked on {date}. Choose another start date.',
  'error.ad_not_cancellable': 'This advertisement can no longer be cancelled.',
  'error.ad_proof_not_expected':
    'A payment proof is accepted only while the advertisement waits for payment or is scheduled.',
  'error.ad_media_too_large': 'The media is too large: {max} MB at most.',
  'error.ad_document_too_large': 'A document is too large: {max} MB at most.',
  'message.advertisement_created':
    'Advertisement created: you will be contacted later by email after review.',
  'error.survey_closed': 'The survey is closed for now. Thank you for your interest.',
  'error.survey_already_answered': 'You have already answered the survey. Thank you!',
  'error.survey_question_built_in':
    'This question comes with the portal: deactivate it instead of deleting it.',
  'error.survey_question_answered':
    'This question already has answers, so its kind cannot change. Add a new question instead.',
  'message.survey_thanks': 'Thank you for answering our survey!',
  'error.appointments_closed': 'Booking appointments is closed for now. Please come back later.',
  'error.slot_unavailable': 'This time is no longer available. Please choose another one.',
  'error.appointment_already_booked': 'You already have an appointment at this time.',
  'error.appointment_not_cancellable':
    'This appointment can no longer be cancelled online. Please contact the branch.',
  'error.appointment_status_conflict': 'This appointment’s status does not allow this action.',
  'message.appointment_requested':
    'Your appointment request is registered: the confirmation or any change will come by email.',
  'message.appointment_cancelled': 'Your appointment is cancelled.',
  'error.saved_searches_full': 'You keep as many saved searches as allowed. Delete one to save this search.',
  'message.saved_search_default_name': 'All listings',
} as const;

export type ErrorKey = keyof typeof en;
export type MessageKey = ErrorKey | ValidationKey;

const fr: Record<ErrorKey, string> = {
  'error.bad_request': "La requête n'a pas pu être comprise.",
  'error.invalid_json': "Le corps de la requête n'est pas un JSON valide.",
  'error.invalid_multipart': "L'envoi a été interrompu ou est mal formé. Veuillez renvoyer le fichier.",
  'error.unauthenticated': 'Veuillez vous connecter.',
  'error.forbidden': "Vous n'êtes pas autorisé à faire cela.",
  'error.email_unverified':
    "Vous n'avez pas encore vérifié votre adresse e-mail. Consultez votre boîte mail pour confirmer votre compte.",
  'error.account_suspended': 'Ce compte est suspendu. Contactez-nous si vous pensez que c’est une erreur.',
  'error.invalid_credentials': 'Ces identifiants ne correspondent à aucun compte.',
  'message.generic_sent':
    'Si un compte utilise cette adresse, nous lui avons envoyé un e-mail avec la marche à suivre.',
  'message.email_verified': 'Votre adresse e-mail est vérifiée. Merci !',
  'message.verification_sent': 'Nous vous avons envoyé un nouvel e-mail avec un code de vérification.',
  'message.password_updated': 'Votre mot de passe a été modifié.',
  'message.logged_out': 'Vous êtes déconnecté.',
  'message.email_change_sent':
    "Nous avons envoyé un code de vérification à votre nouvelle adresse. Elle remplacera l'ancienne une fois vérifiée.",
  'message.account_deleted': 'Votre compte a été supprimé.',
  'message.profile_updated': 'Votre profil a été mis à jour.',
  'message.verification_sent_to': 'Un nouvel e-mail de vérification a été envoyé à {email}.',
  'error.not_found': 'Introuvable.',
  'error.route_not_found': "Cette adresse n'existe pas dans l'API.",
  'error.method_not_allowed': "Cette méthode n'est pas autorisée ici.",
  'error.conflict': "Conflit avec l'état actuel. Rechargez et réessayez.",
  'error.payload_too_large': 'La requête est trop volumineuse.',
  'error.photo_too_large': 'Cette photo est trop volumineuse : {max} Mo au maximum.',
  'error.content_file_too_large': 'Ce fichier est trop volumineux : {max} Mo au maximum pour ce type.',
  'error.content_not_found': 'Cette page n’existe pas ou n’est pas publiée.',
  'error.listing_end_date_passed':
    "Sa date de validité ou de fin de l'offre est passée : modifiez l'annonce pour choisir une nouvelle date, elle repartira en vérification.",
  'error.unsupported_media_type': "Ce type de contenu n'est pas accepté.",
  'error.csrf_mismatch': 'CSRF token mismatch.',
  'error.validation_failed': 'Certains champs demandent votre attention.',
  'error.password_confirmation_required': 'Veuillez confirmer votre mot de passe pour continuer.',
  'error.too_many_requests': 'Trop de tentatives. Patientez {seconds} secondes puis réessayez.',
  'error.internal_error':
    'Une erreur est survenue de notre côté. Veuillez réessayer plus tard. Référence : {reference}',
  'error.service_unavailable': 'Le service est momentanément indisponible. Réessayez dans un instant.',
  'error.storage_full': "Le serveur n'a plus de place pour les fichiers. Réessayez plus tard.",
  'error.metrics_token': 'Le jeton des métriques est absent ou erroné.',
  'error.overloaded': 'Trop de visiteurs en même temps. Réessayez dans {seconds} secondes.',
  'error.listing_claimed':
    'Cette annonce est en cours de vérification par {name}. Réessayez dans quelques minutes ou choisissez-en une autre.',
  'error.listing_not_pending': "Cette annonce n'attend plus de vérification. Rechargez la file.",
  'error.registration_closed': 'Les inscriptions sont fermées pour le moment. Revenez plus tard.',
  'error.posting_closed':
    'La publication de nouvelles annonces sur cette plateforme est fermée pour le moment. Revenez plus tard.',
  'error.revision_outdated':
    'Cette modification ne passe plus les contrôles (le catalogue ou les réglages ont changé depuis son envoi). Refusez-la avec un motif pour que l’auteur la corrige.',
  'error.listing_not_waiting_payment': "Cette annonce n'attend plus de paiement. Rechargez la liste.",
  'error.advertisement_not_pending': "Cette publicité n'attend plus de vérification. Rechargez la file.",
  'error.advertisement_claimed':
    '{name} vérifie cette publicité. Réessayez dans quelques minutes ou choisissez-en une autre.',
  'error.advertisement_not_payable': "Cette publicité n'attend aucun paiement : rien n'est dû. Rechargez-la.",
  'error.listing_has_payments':
    'Des paiements sont enregistrés pour cette annonce : elle ne peut pas être supprimée. Contactez-nous si vous n’en voulez plus.',
  'error.already_reported': 'Vous avez déjà signalé cette annonce. Notre équipe va l’examiner.',
  'error.own_listing': 'Vous ne pouvez pas faire cela sur votre propre annonce.',
  'error.conversation_blocked':
    'L’un de vous a bloqué l’autre : plus aucun message ne peut être envoyé dans cette conversation.',
  'error.conversation_closed':
    'Ce compte a été supprimé : plus aucun message ne peut être envoyé dans cette conversation.',
  'error.conversation_already_reported':
    'Vous avez déjà signalé cette conversation. Notre équipe va l’examiner.',
  'error.category_has_children':
    'Impossible de supprimer cette catégorie : elle contient encore des niveaux (nombre : {count}). Supprimez-les d’abord, ou désactivez plutôt cette catégorie.',
  'error.category_in_use':
    'Impossible de supprimer cette catégorie : des annonces y sont classées (annonces : {count}). Désactivez-la plutôt : elle quitte le site et ses annonces restent en ligne.',
  'error.city_in_use':
    'Impossible de supprimer cette ville : des annonces l’utilisent (annonces : {count}). Désactivez-la plutôt : elle n’est plus proposée et ces annonces restent en ligne.',
  'error.currency_in_use':
    'Impossible de supprimer cette devise : des annonces ont un prix dans cette devise (annonces : {count}). Désactivez-la plutôt.',
  'error.currency_minor_units_in_use':
    'Les décimales de cette devise ne peuvent pas changer tant que des annonces ont un prix dans cette devise (annonces : {count}) : leurs prix changeraient.',
  'error.currency_is_default':
    'La devise par défaut ne peut être ni supprimée ni désactivée. Choisissez d’abord une autre devise par défaut.',
  'error.currency_inactive': 'Activez cette devise avant d’en faire la devise par défaut.',
  'error.currency_in_settings':
    'Les frais d’annonce des paramètres sont dans cette devise. Modifiez-les avant de supprimer la devise.',
  'error.catalog_order_changed': 'Cette liste a changé entre-temps. Rechargez-la et réessayez.',
  'message.report_received': 'Merci. Notre équipe va examiner votre signalement.',
  'error.reports_handled': 'Ces signalements ont déjà été traités. Rechargez la liste.',
  'error.cannot_suspend_self': 'Vous ne pouvez pas suspendre votre propre compte.',
  'error.cannot_suspend_staff': 'Seul un administrateur peut suspendre un modérateur ou un administrateur.',
  'error.already_suspended': 'Ce compte est déjà suspendu.',
  'error.not_suspended': 'Ce compte n’est pas suspendu.',
  'error.cannot_change_own_role': 'Vous ne pouvez pas modifier votre propre rôle.',
  'error.already_verified': 'Cette adresse e-mail est déjà vérifiée.',
  'error.banned_word_exists': 'Ce mot figure déjà dans la liste de cette langue.',
  'message.newsletter_check_inbox':
    'Merci. Sauf si cette adresse reçoit déjà la lettre, nous lui avons envoyé un lien pour confirmer l’inscription.',
  'message.newsletter_confirmed': 'Votre inscription est confirmée. Bienvenue !',
  'message.newsletter_unsubscribed': 'Vous êtes désinscrit. Vous ne recevrez plus la lettre.',
  'message.contact_sent':
    'Merci, votre message a été envoyé. Nous vous en avons adressé une copie par e-mail et vous répondrons au plus vite.',
  'error.join_requests_closed':
    'Les demandes pour nous rejoindre sont fermées pour le moment. Revenez plus tard.',
  'error.join_file_too_large': 'Un fichier est trop volumineux : {max} Mo au maximum par fichier.',
  'message.join_request_received': 'Merci. Votre demande a bien été reçue ; nous vous répondrons par e-mail.',
  'error.advertisements_closed': 'Les commandes de publicité sont fermées pour le moment. Revenez plus tard.',
  'error.ad_no_room': 'Cet emplacement est complet le {date}. Choisissez une autre date de début.',
  'error.ad_not_cancellable': 'Cette publicité ne peut plus être annulée.',
  'error.ad_proof_not_expected':
    'Une preuve de paiement n’est acceptée que lorsque la publicité attend son paiement ou est programmée.',
  'error.ad_media_too_large': 'Le média est trop volumineux : {max} Mo au maximum.',
  'error.ad_document_too_large': 'Un document est trop volumineux : {max} Mo au maximum.',
  'message.advertisement_created': 'Publicité créée : vous serez contacté plus tard par e-mail après examen.',
  'error.survey_closed': 'Le sondage est fermé pour le moment. Merci de votre intérêt.',
  'error.survey_already_answered': 'Vous avez déjà répondu au sondage. Merci !',
  'error.survey_question_built_in':
    'Cette question est fournie avec le portail : désactivez-la au lieu de la supprimer.',
  'error.survey_question_answered':
    'Cette question a déjà des réponses, son type ne peut donc pas changer. Ajoutez plutôt une nouvelle question.',
  'message.survey_thanks': 'Merci d’avoir répondu à notre sondage !',
  'error.appointments_closed': 'La prise de rendez-vous est fermée pour le moment. Revenez plus tard.',
  'error.slot_unavailable': 'Ce créneau n’est plus disponible. Choisissez-en un autre.',
  'error.appointment_already_booked': 'Vous avez déjà un rendez-vous à cette heure.',
  'error.appointment_not_cancellable':
    'Ce rendez-vous ne peut plus être annulé en ligne. Contactez l’agence.',
  'error.appointment_status_conflict': 'L’état de ce rendez-vous ne permet pas cette action.',
  'message.appointment_requested':
    'Votre demande de rendez-vous est enregistrée : la confirmation ou toute modification vous parviendra par e-mail.',
  'message.appointment_cancelled': 'Votre rendez-vous est annulé.',
  'error.saved_searches_full':
    'Vous gardez déjà le nombre maximal de recherches. Supprimez-en une pour enregistrer celle-ci.',
  'message.saved_search_default_name': 'Toutes les annonces',
};

const ar: Record<ErrorKey, string> = {
  'error.bad_request': 'تعذّر فهم الطلب.',
  'error.invalid_json': 'محتوى الطلب ليس JSON صالحاً.',
  'error.invalid_multipart': 'انقطع إرسال الملف أو كان بصيغة غير صحيحة. يرجى إرساله من جديد.',
  'error.unauthenticated': 'يرجى تسجيل الدخول.',
  'error.forbidden': 'غير مسموح لك بهذا الإجراء.',
  'error.email_unverified': 'لم تؤكد بريدك الإلكتروني بعد. يرجى التحقق من بريدك لتأكيد حسابك.',
  'error.account_suspended': 'هذا الحساب موقوف. اتصل بنا إذا كنت ترى أن هذا خطأ.',
  'error.invalid_credentials': 'بيانات الدخول هذه لا تطابق أي حساب.',
  'message.generic_sent': 'إذا كان هناك حساب بهذا العنوان، فقد أرسلنا إليه رسالة بالخطوة التالية.',
  'message.email_verified': 'تم تأكيد بريدك الإلكتروني. شكراً لك!',
  'message.verification_sent': 'أرسلنا إليك رسالة جديدة تحتوي على رمز التأكيد.',
  'message.password_updated': 'تم تغيير كلمة المرور.',
  'message.logged_out': 'تم تسجيل خروجك.',
  'message.email_change_sent': 'أرسلنا رمز تأكيد إلى عنوانك الجديد. سيحل محل القديم بعد تأكيده.',
  'message.account_deleted': 'تم حذف حسابك.',
  'message.profile_updated': 'تم تحديث ملفك الشخصي.',
  'message.verification_sent_to': 'تم إرسال رسالة تأكيد جديدة إلى {email}.',
  'error.not_found': 'غير موجود.',
  'error.route_not_found': 'هذا العنوان غير موجود في الواجهة البرمجية.',
  'error.method_not_allowed': 'هذه الطريقة غير مسموح بها هنا.',
  'error.conflict': 'يتعارض هذا مع الحالة الحالية. أعد التحميل وحاول مجدداً.',
  'error.payload_too_large': 'حجم الطلب كبير جداً.',
  'error.photo_too_large': 'هذه الصورة كبيرة جداً: الحد الأقصى {max} ميغابايت.',
  'error.content_file_too_large': 'هذا الملف كبير جداً: الحد الأقصى {max} ميغابايت لهذا النوع.',
  'error.content_not_found': 'هذه الصفحة غير موجودة أو غير منشورة.',
  'error.listing_end_date_passed':
    'انقضى تاريخ صلاحيته أو تاريخ انتهاء العرض: عدّل الإعلان واختر تاريخاً جديداً، ثم يعود إلى المراجعة.',
  'error.unsupported_media_type': 'نوع المحتوى هذا غير مقبول.',
  'error.csrf_mismatch': 'CSRF token mismatch.',
  'error.validation_failed': 'بعض الحقول تحتاج إلى مراجعة.',
  'error.password_confirmation_required': 'يرجى تأكيد كلمة المرور للمتابعة.',
  'error.too_many_requests': 'محاولات كثيرة جداً. انتظر {seconds} ثانية ثم حاول مجدداً.',
  'error.internal_error': 'حدث خطأ من جهتنا. يرجى المحاولة لاحقاً. المرجع: {reference}',
  'error.service_unavailable': 'الخدمة غير متاحة مؤقتاً. حاول مجدداً بعد قليل.',
  'error.storage_full': 'لم تعد لدى الخادم مساحة للملفات. حاول مجدداً لاحقاً.',
  'error.metrics_token': 'رمز المقاييس مفقود أو غير صحيح.',
  'error.overloaded': 'عدد الزوار كبير جداً في هذه اللحظة. حاول مجدداً بعد {seconds} ثوانٍ.',
  'error.listing_claimed': 'يراجع {name} هذا الإعلان حالياً. حاول بعد بضع دقائق أو اختر إعلاناً آخر.',
  'error.listing_not_pending': 'لم يعد هذا الإعلان في انتظار المراجعة. أعد تحميل القائمة.',
  'error.registration_closed': 'التسجيل في الموقع مغلق حاليًا. يرجى العودة لاحقًا.',
  'error.posting_closed': 'نشر إعلانات جديدة في هذه المنصة مغلق حاليًا. يرجى العودة لاحقًا.',
  'error.revision_outdated':
    'لم يعد هذا التعديل يستوفي الشروط (تغيّر التصنيف أو الإعدادات منذ إرساله). ارفضه مع ذكر السبب ليصلحه صاحبه.',
  'error.listing_not_waiting_payment': 'لم يعد هذا الإعلان في انتظار الدفع. أعد تحميل القائمة.',
  'error.advertisement_not_pending': 'لم يعد هذا الإعلان المدفوع في انتظار المراجعة. أعد تحميل القائمة.',
  'error.advertisement_claimed':
    'يراجع {name} هذا الإعلان المدفوع حالياً. حاول بعد بضع دقائق أو اختر إعلاناً آخر.',
  'error.advertisement_not_payable': 'لا ينتظر هذا الإعلان المدفوع أي دفع الآن: لا مبلغ مستحق. أعد تحميله.',
  'error.listing_has_payments': 'سُجّلت دفعات لهذا الإعلان، فلا يمكن حذفه. تواصل معنا إن لم تعد تريده.',
  'error.already_reported': 'لقد أبلغت عن هذا الإعلان من قبل. سيراجعه فريقنا.',
  'error.own_listing': 'لا يمكنك القيام بهذا على إعلانك الخاص.',
  'error.conversation_blocked': 'حظر أحدكما الآخر: لم يعد ممكناً إرسال رسائل في هذه المحادثة.',
  'error.conversation_closed': 'حُذف هذا الحساب: لم يعد ممكناً إرسال رسائل في هذه المحادثة.',
  'error.conversation_already_reported': 'لقد أبلغت عن هذه المحادثة من قبل. سيراجعها فريقنا.',
  'error.category_has_children':
    'لا يمكن حذف هذا التصنيف: ما زالت تحته مستويات (العدد: {count}). احذفها أولاً، أو عطّل هذا التصنيف بدلاً من ذلك.',
  'error.category_in_use':
    'لا يمكن حذف هذا التصنيف: توجد إعلانات مصنفة تحته (عدد الإعلانات: {count}). عطّله بدلاً من ذلك: يختفي من الموقع وتبقى إعلاناته منشورة.',
  'error.city_in_use':
    'لا يمكن حذف هذه المدينة: توجد إعلانات تستعملها (عدد الإعلانات: {count}). عطّلها بدلاً من ذلك: لن تُعرض بعد الآن وتبقى تلك الإعلانات منشورة.',
  'error.currency_in_use':
    'لا يمكن حذف هذه العملة: توجد إعلانات أسعارها بهذه العملة (عدد الإعلانات: {count}). عطّلها بدلاً من ذلك.',
  'error.currency_minor_units_in_use':
    'لا يمكن تغيير عدد الخانات العشرية لهذه العملة ما دامت إعلانات مسعّرة بها (عدد الإعلانات: {count}): ستتغير أسعارها.',
  'error.currency_is_default':
    'لا يمكن حذف العملة الافتراضية ولا تعطيلها. اجعل عملة أخرى هي الافتراضية أولاً.',
  'error.currency_inactive': 'فعّل هذه العملة قبل جعلها العملة الافتراضية.',
  'error.currency_in_settings': 'رسوم الإعلان في الإعدادات محددة بهذه العملة. غيّرها هناك قبل حذف العملة.',
  'error.catalog_order_changed': 'تغيرت هذه القائمة في الأثناء. أعد تحميلها وحاول مجدداً.',
  'message.report_received': 'شكراً لك. سيراجع فريقنا بلاغك.',
  'error.reports_handled': 'تمت معالجة هذه البلاغات من قبل. أعد تحميل القائمة.',
  'error.cannot_suspend_self': 'لا يمكنك إيقاف حسابك الخاص.',
  'error.cannot_suspend_staff': 'لا يمكن إيقاف حساب مشرف أو مدير إلا من قبل مدير.',
  'error.already_suspended': 'هذا الحساب موقوف من قبل.',
  'error.not_suspended': 'هذا الحساب غير موقوف.',
  'error.cannot_change_own_role': 'لا يمكنك تغيير دورك الخاص.',
  'error.already_verified': 'عنوان البريد الإلكتروني هذا مؤكد من قبل.',
  'error.banned_word_exists': 'هذه الكلمة موجودة من قبل في قائمة هذه اللغة.',
  'message.newsletter_check_inbox':
    'شكراً. ما لم يكن هذا العنوان مشتركاً من قبل، أرسلنا إليه رابطاً لتأكيد الاشتراك.',
  'message.newsletter_confirmed': 'تم تأكيد اشتراكك. أهلاً بك!',
  'message.newsletter_unsubscribed': 'أُلغي اشتراكك. لن تصلك النشرة بعد الآن.',
  'message.contact_sent':
    'شكراً، أُرسلت رسالتك. أرسلنا إليك نسخة منها بالبريد الإلكتروني وسنردّ عليك في أقرب وقت.',
  'error.join_requests_closed': 'طلبات الانضمام مغلقة حاليًا. يرجى العودة لاحقًا.',
  'error.join_file_too_large': 'أحد الملفات كبير جداً: الحد الأقصى {max} ميغابايت لكل ملف.',
  'message.join_request_received': 'شكراً لك. وصلنا طلبك وسنرد عليك عبر البريد الإلكتروني.',
  'error.advertisements_closed': 'طلبات الإشهار مغلقة حالياً. يرجى العودة لاحقاً.',
  'error.ad_no_room': 'هذا الموضع محجوز بالكامل يوم {date}. اختر تاريخ بداية آخر.',
  'error.ad_not_cancellable': 'لم يعد من الممكن إلغاء هذا الإشهار.',
  'error.ad_proof_not_expected': 'لا يُقبل إثبات الدفع إلا حين يكون الإشهار في انتظار الدفع أو مُبرمجاً.',
  'error.ad_media_too_large': 'الملف كبير جداً: {max} ميغابايت على الأكثر.',
  'error.ad_document_too_large': 'إحدى الوثائق كبيرة جداً: {max} ميغابايت على الأكثر.',
  'message.advertisement_created': 'تم إنشاء الإشهار: سنتواصل معك لاحقاً عبر البريد الإلكتروني بعد المراجعة.',
  'error.survey_closed': 'الاستبيان مغلق حالياً. شكراً لاهتمامك.',
  'error.survey_already_answered': 'لقد أجبت على الاستبيان من قبل. شكراً لك!',
  'error.survey_question_built_in': 'هذا السؤال من أسئلة البوابة الأساسية: عطّله بدلاً من حذفه.',
  'error.survey_question_answered': 'لهذا السؤال إجابات، فلا يمكن تغيير نوعه. أضف سؤالاً جديداً بدلاً من ذلك.',
  'message.survey_thanks': 'شكراً لإجابتك على استبياننا!',
  'error.appointments_closed': 'حجز المواعيد مغلق حاليًا. يرجى العودة لاحقًا.',
  'error.slot_unavailable': 'هذا الموعد لم يعد متاحًا. يرجى اختيار موعد آخر.',
  'error.appointment_already_booked': 'لديك موعد في هذا الوقت بالفعل.',
  'error.appointment_not_cancellable': 'لم يعد بالإمكان إلغاء هذا الموعد عبر الإنترنت. يرجى الاتصال بالفرع.',
  'error.appointment_status_conflict': 'حالة هذا الموعد لا تسمح بهذا الإجراء.',
  'message.appointment_requested': 'تم تسجيل طلب موعدك: سيصلك التأكيد أو أي تغيير عبر البريد الإلكتروني.',
  'message.appointment_cancelled': 'تم إلغاء موعدك.',
  'error.saved_searches_full': 'لديك العدد الأقصى من عمليات البحث المحفوظة. احذف واحدة لحفظ هذا البحث.',
  'message.saved_search_default_name': 'كل الإعلانات',
};

/** Every server message in every language (the catalog test reads it). */
export const MESSAGE_CATALOGS: Record<Locale, Record<ErrorKey, string>> = { ar, fr, en };

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(en, value) || isValidationKey(value);
}

export function translate(locale: Locale, key: MessageKey, params: Record<string, unknown> = {}): string {
  const template = isValidationKey(key)
    ? VALIDATION_MESSAGES[locale][key]
    : (MESSAGE_CATALOGS[locale][key] ?? en[key]);
  return interpolate(locale, template, params);
}

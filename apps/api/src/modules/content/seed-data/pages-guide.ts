import { DEFAULT_TEXT_NOTE as NOTE } from './pages-about-terms';
import type { SeedItem } from './types';

/** The default user guide: h2 sections with h3 steps, so the page can build its table of contents. */
export const USER_GUIDE: SeedItem = {
  kind: 'page',
  slug: 'user-guide',
  translations: {
    ar: {
      title: 'دليل الاستخدام',
      summary: 'كل ما تحتاجونه لاستعمال البوابة، من إنشاء الحساب إلى حذفه.',
      body:
        NOTE.ar +
        '<h2>إنشاء حساب</h2><h3>التسجيل</h3><p>اضغطوا «إنشاء حساب» واكتبوا اسمكم واسم المستخدم والبريد الإلكتروني ورقم الهاتف وكلمة مرور قوية (12 حرفاً على الأقل).</p><h3>تسجيل الدخول</h3><p>ادخلوا بالبريد أو باسم المستخدم. يمكنكم اختيار «تذكرني» على جهازكم الشخصي فقط.</p>' +
        '<h2>تأكيد البريد الإلكتروني</h2><p>نرسل رمزاً إلى بريدكم بعد التسجيل؛ اكتبوه في الصفحة المخصصة. إن لم يصلكم، تحققوا من الرسائل غير المرغوب فيها ثم اطلبوا رمزاً جديداً. لا يمكن نشر إعلان قبل التأكيد.</p>' +
        '<h2>نشر إعلان مع الصور</h2><h3>اختيار الصنف</h3><p>اختاروا المنصة (مبيعات أو خدمات) ثم الصنف والصنف الفرعي الأقرب لما تعرضونه.</p><h3>الوصف والسعر</h3><p>عنوان واضح، وصف صادق (الحالة، المكان، طريقة التسليم)، وسعر ثابت أو قابل للتفاوض أو مجال أو حسب الطلب.</p><h3>الصور</h3><p>أضيفوا صوراً حقيقية بإضاءة جيدة؛ الأولى هي الغلاف ويمكن تغيير الترتيب. تُحذف بيانات الموقع من الصور تلقائياً.</p>' +
        '<h2>المراجعة والنشر</h2><p>يُراجع كل إعلان من طرف مشرف، عادة في ساعات قليلة. تصلكم رسالة عند النشر أو عند الرفض مع السبب؛ صححوا الإعلان وأعيدوا إرساله.</p>' +
        '<h2>التعديل والتجديد</h2><h3>التعديل</h3><p>من «إعلاناتي» عدّلوا الإعلان؛ يبقى الإصدار المنشور ظاهراً حتى قبول التعديل.</p><h3>التجديد</h3><p>عند انتهاء المدة، جددوا الإعلان بنقرة من «إعلاناتي».</p>' +
        '<h2>المفضلة والإعجابات</h2><p>احفظوا إعلاناً بزر القلب لتجدوه في «المفضلة»، وعبّروا عن إعجابكم ليعرف المعلن أن عرضه يهم الناس.</p>' +
        '<h2>التبليغ ونصائح الأمان</h2><h3>التبليغ</h3><p>زر «تبليغ» في صفحة الإعلان يرسل الإعلان إلى المشرفين مع السبب.</p><h3>نصائح</h3><ul><li>عاينوا الشيء قبل الدفع والتقوا في مكان عام.</li><li>لا ترسلوا مالاً مسبقاً لشخص لا تعرفونه.</li><li>لا تعطوا رموز التأكيد أو كلمات المرور لأحد.</li></ul>' +
        '<h2>الأصناف المدفوعة والترويج</h2><p>بعض الأصناف تتطلب رسوماً تُعرض قبل الإرسال، ويمكن اختيار ترويج ليظهر الإعلان في الواجهة. لا يُطلب الدفع إلا بعد موافقة المشرف.</p>' +
        '<h2>الخصوصية وحذف الحساب</h2><p>من ملفكم الشخصي يمكنكم تحميل نسخة من معطياتكم وحذف حسابكم نهائياً. التفاصيل في صفحة «حماية المعطيات الشخصية».</p>',
    },
    fr: {
      title: 'Guide d’utilisation',
      summary: 'Tout pour utiliser le portail, de la création du compte à sa suppression.',
      body:
        NOTE.fr +
        '<h2>Créer un compte</h2><h3>S’inscrire</h3><p>Cliquez sur « Créer un compte » et indiquez votre nom, un nom d’utilisateur, votre e-mail, votre téléphone et un mot de passe solide (12 caractères au moins).</p><h3>Se connecter</h3><p>Connectez-vous avec votre e-mail ou votre nom d’utilisateur. Ne cochez « Se souvenir de moi » que sur votre appareil personnel.</p>' +
        '<h2>Confirmer son e-mail</h2><p>Un code vous est envoyé après l’inscription : saisissez-le sur la page prévue. S’il n’arrive pas, regardez dans les courriers indésirables puis demandez un nouveau code. Aucune annonce ne peut être publiée avant la confirmation.</p>' +
        '<h2>Publier une annonce avec photos</h2><h3>Choisir la catégorie</h3><p>Choisissez la plateforme (ventes ou services), puis la catégorie et la sous-catégorie les plus proches de ce que vous proposez.</p><h3>Description et prix</h3><p>Un titre clair, une description honnête (état, lieu, remise) et un prix fixe, à débattre, une fourchette ou sur demande.</p><h3>Photos</h3><p>Ajoutez de vraies photos bien éclairées ; la première sert de couverture et l’ordre se change. La position GPS des photos est supprimée automatiquement.</p>' +
        '<h2>Relecture et publication</h2><p>Chaque annonce est relue par un modérateur, en général en quelques heures. Vous êtes prévenu de la publication, ou du refus avec son motif : corrigez et soumettez à nouveau.</p>' +
        '<h2>Modifier et renouveler</h2><h3>Modifier</h3><p>Depuis « Mes annonces », modifiez l’annonce ; la version publiée reste visible jusqu’à l’acceptation de la modification.</p><h3>Renouveler</h3><p>À l’expiration, renouvelez l’annonce en un clic depuis « Mes annonces ».</p>' +
        '<h2>Favoris et « j’aime »</h2><p>Enregistrez une annonce avec le cœur pour la retrouver dans vos favoris, et montrez à l’annonceur que son offre intéresse avec « j’aime ».</p>' +
        '<h2>Signalements et conseils de sécurité</h2><h3>Signaler</h3><p>Le bouton « Signaler » de la page d’annonce transmet l’annonce aux modérateurs avec le motif.</p><h3>Conseils</h3><ul><li>Voyez le bien avant de payer et rencontrez-vous dans un lieu public.</li><li>N’envoyez jamais d’argent d’avance à un inconnu.</li><li>Ne communiquez à personne vos codes de confirmation ni vos mots de passe.</li></ul>' +
        '<h2>Catégories payantes et promotions</h2><p>Certaines catégories sont payantes, avec un prix affiché avant l’envoi ; une promotion met l’annonce à la une. Le paiement n’est demandé qu’après l’accord du modérateur.</p>' +
        '<h2>Confidentialité et suppression du compte</h2><p>Depuis votre profil, téléchargez une copie de vos données et supprimez définitivement votre compte. Détails sur la page « Protection des données personnelles ».</p>',
    },
    en: {
      title: 'User guide',
      summary: 'Everything you need to use the portal, from creating your account to deleting it.',
      body:
        NOTE.en +
        '<h2>Create an account</h2><h3>Sign up</h3><p>Click “Create an account” and give your name, a username, your email, your phone number and a strong password (at least 12 characters).</p><h3>Sign in</h3><p>Sign in with your email or username. Tick “Remember me” only on your own device.</p>' +
        '<h2>Verify your email</h2><p>We send a code after you sign up: type it on the page provided. If it does not arrive, check your spam folder, then ask for a new code. You cannot post before verifying.</p>' +
        '<h2>Post an ad with photos</h2><h3>Choose the category</h3><p>Choose the platform (sales or services), then the category and sub-category closest to what you offer.</p><h3>Description and price</h3><p>A clear title, an honest description (condition, place, hand-over) and a fixed, negotiable, range or on-request price.</p><h3>Photos</h3><p>Add real, well-lit photos; the first is the cover and the order can be changed. Location data is removed from photos automatically.</p>' +
        '<h2>Review and publication</h2><p>A moderator reviews every ad, usually within a few hours. You are told when it is published, or refused with the reason: correct it and submit again.</p>' +
        '<h2>Edit and renew</h2><h3>Edit</h3><p>From “My ads”, edit the ad; the published version stays visible until the edit is accepted.</p><h3>Renew</h3><p>When it expires, renew the ad in one click from “My ads”.</p>' +
        '<h2>Favourites and likes</h2><p>Save an ad with the heart to find it in your favourites, and like it to show the advertiser their offer interests people.</p>' +
        '<h2>Reports and safety tips</h2><h3>Report</h3><p>The “Report” button on an ad sends it to the moderators with your reason.</p><h3>Tips</h3><ul><li>See the item before paying and meet in a public place.</li><li>Never send money in advance to a stranger.</li><li>Never share your confirmation codes or passwords.</li></ul>' +
        '<h2>Paid categories and promotions</h2><p>Some categories carry a fee shown before you submit; a promotion features the ad. Payment is asked only after a moderator’s approval.</p>' +
        '<h2>Privacy and account deletion</h2><p>From your profile, download a copy of your data and delete your account for good. Details on the “Personal data protection” page.</p>',
    },
  },
  details: () => ({ kind: 'page' }),
};

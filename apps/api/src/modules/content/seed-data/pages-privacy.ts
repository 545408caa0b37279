import { DEFAULT_TEXT_NOTE as NOTE } from './pages-about-terms';
import type { SeedItem } from './types';

/** Default privacy texts: the cookie policy and the personal data policy under Law 18-07. */

export const PRIVACY_POLICY: SeedItem = {
  kind: 'page',
  slug: 'privacy-policy',
  translations: {
    ar: {
      title: 'سياسة الخصوصية وملفات تعريف الارتباط',
      summary: 'ما نجمعه، ولماذا، وكم من الوقت نحتفظ به، وكيف نحميه.',
      body:
        NOTE.ar +
        '<h2>ما نجمعه</h2><ul><li>معلومات الحساب: الاسم، اسم المستخدم، البريد الإلكتروني، رقم الهاتف، تاريخ الميلاد.</li><li>محتوى الإعلانات وصورها (تُحذف البيانات الوصفية للصور مثل الموقع الجغرافي عند الرفع).</li><li>معطيات تقنية: عنوان IP، نوع المتصفح، وتواريخ الدخول، لأغراض الأمن.</li></ul>' +
        '<h2>لماذا</h2><ul><li>تشغيل الحساب ونشر الإعلانات ومراجعتها.</li><li>حماية المستعملين من الاحتيال والرسائل المزعجة.</li><li>الرد على طلباتكم وإعلامكم بقرارات المراجعة.</li></ul>' +
        '<h2>ملفات تعريف الارتباط</h2><p>نطلب موافقتكم عند أول زيارة، ويمكن تغيير الاختيار في أي وقت من رابط «ملفات تعريف الارتباط» أسفل الصفحة. الأصناف الأربعة:</p><ul><li><strong>الضرورية:</strong> الجلسة، الحماية من التزوير، حفظ اختياركم؛ لا يمكن تعطيلها.</li><li><strong>الأداء:</strong> قياس سرعة الصفحات وأخطائها دون تعريفكم.</li><li><strong>الوظيفية:</strong> تذكر اللغة وآخر عمليات البحث.</li><li><strong>الاستهداف:</strong> إعلانات تناسب اهتماماتكم؛ معطلة ما لم توافقوا.</li></ul>' +
        '<h2>مدة الاحتفاظ</h2><ul><li>معلومات الحساب: طيلة وجوده، وتُحذف أو تُجعل مجهولة عند حذفه.</li><li>الإعلانات المنتهية: سنة بعد انتهائها ثم تُحذف.</li><li>سجلات الأمن: 12 شهراً على الأكثر.</li></ul>' +
        '<h2>المشاركة</h2><p>لا نبيع معطياتكم. لا تُرسل إلا لمقدّمي خدمات يعملون لحسابنا (الاستضافة، البريد الإلكتروني) بموجب عقد، أو للسلطات عند طلب قانوني.</p>' +
        '<h2>الأمن</h2><p>الاتصال مشفر، كلمات المرور مخزنة بتجزئة قوية، والوصول إلى المعطيات محصور في الأشخاص المخوّلين ومسجّل.</p>' +
        '<h2>حقوقكم</h2><p>تفاصيل حقوقكم وطريقة ممارستها في صفحة «حماية المعطيات الشخصية».</p>',
    },
    fr: {
      title: 'Politique de confidentialité et cookies',
      summary: 'Ce que nous collectons, pourquoi, combien de temps et comment nous le protégeons.',
      body:
        NOTE.fr +
        '<h2>Ce que nous collectons</h2><ul><li>Les données du compte : nom, nom d’utilisateur, e-mail, téléphone, date de naissance.</li><li>Le contenu des annonces et leurs photos (les métadonnées des photos, dont la position GPS, sont supprimées à l’envoi).</li><li>Des données techniques : adresse IP, navigateur, dates de connexion, pour la sécurité.</li></ul>' +
        '<h2>Pourquoi</h2><ul><li>Faire fonctionner le compte, publier et relire les annonces.</li><li>Protéger les utilisateurs contre la fraude et le spam.</li><li>Répondre à vos demandes et vous informer des décisions de modération.</li></ul>' +
        '<h2>Cookies</h2><p>Nous demandons votre accord à la première visite ; vous pouvez changer d’avis à tout moment avec le lien « Cookies » en bas de page. Les quatre catégories :</p><ul><li><strong>Nécessaires :</strong> session, protection contre la falsification de requêtes, mémoire de votre choix ; elles ne peuvent pas être désactivées.</li><li><strong>Performance :</strong> mesure de la vitesse des pages et des erreurs, sans vous identifier.</li><li><strong>Fonctionnels :</strong> mémoire de la langue et des dernières recherches.</li><li><strong>Ciblage :</strong> publicités adaptées à vos centres d’intérêt ; désactivés sauf accord.</li></ul>' +
        '<h2>Durées de conservation</h2><ul><li>Données du compte : tant qu’il existe ; supprimées ou anonymisées à sa suppression.</li><li>Annonces expirées : un an après leur fin, puis supprimées.</li><li>Journaux de sécurité : 12 mois au plus.</li></ul>' +
        '<h2>Partage</h2><p>Nous ne vendons pas vos données. Elles ne sont transmises qu’à nos sous-traitants (hébergement, e-mail) sous contrat, ou aux autorités sur réquisition légale.</p>' +
        '<h2>Sécurité</h2><p>Les échanges sont chiffrés, les mots de passe conservés sous forme de hachage robuste, l’accès aux données réservé aux personnes habilitées et journalisé.</p>' +
        '<h2>Vos droits</h2><p>Le détail de vos droits et la manière de les exercer figurent sur la page « Protection des données personnelles ».</p>',
    },
    en: {
      title: 'Privacy and cookie policy',
      summary: 'What we collect, why, for how long, and how we protect it.',
      body:
        NOTE.en +
        '<h2>What we collect</h2><ul><li>Account data: name, username, email, phone number, date of birth.</li><li>Your ads and their photos (photo metadata, including GPS position, is removed on upload).</li><li>Technical data: IP address, browser, sign-in times, for security.</li></ul>' +
        '<h2>Why</h2><ul><li>To run your account and to publish and review ads.</li><li>To protect users from fraud and spam.</li><li>To answer your requests and tell you about moderation decisions.</li></ul>' +
        '<h2>Cookies</h2><p>We ask for your consent on your first visit; you can change your choice at any time with the “Cookies” link at the bottom of the page. The four categories:</p><ul><li><strong>Necessary:</strong> session, protection against request forgery, remembering your choice; they cannot be turned off.</li><li><strong>Performance:</strong> measuring page speed and errors without identifying you.</li><li><strong>Functional:</strong> remembering your language and recent searches.</li><li><strong>Targeting:</strong> ads suited to your interests; off unless you agree.</li></ul>' +
        '<h2>Retention</h2><ul><li>Account data: as long as the account exists; deleted or anonymised when it is deleted.</li><li>Expired ads: one year after they end, then deleted.</li><li>Security logs: 12 months at most.</li></ul>' +
        '<h2>Sharing</h2><p>We do not sell your data. It goes only to processors working for us (hosting, email) under contract, or to authorities on a lawful request.</p>' +
        '<h2>Security</h2><p>Connections are encrypted, passwords are stored as strong hashes, and access to data is limited to authorised staff and logged.</p>' +
        '<h2>Your rights</h2><p>Your rights and how to exercise them are set out on the “Personal data protection” page.</p>',
    },
  },
  details: () => ({ kind: 'page' }),
};

export const PERSONAL_PRIVACY: SeedItem = {
  kind: 'page',
  slug: 'personal-privacy',
  translations: {
    ar: {
      title: 'حماية المعطيات ذات الطابع الشخصي',
      summary:
        'سياستنا وفق القانون 18-07 المؤرخ في 10 يونيو 2018 المتعلق بحماية الأشخاص الطبيعيين في مجال معالجة المعطيات ذات الطابع الشخصي.',
      body:
        NOTE.ar +
        '<h2>المسؤول عن المعالجة</h2><p>المسؤول عن معالجة معطياتكم هو مشغّل البوابة المذكور في صفحة «من نحن» (الاسم، العنوان، رقم السجل التجاري). المعالجات مصرّح بها لدى السلطة الوطنية أو مرخصة منها حسب ما يقتضيه القانون 18-07.</p>' +
        '<h2>الأغراض والأسس القانونية</h2><ul><li>إنشاء الحساب ونشر الإعلانات: تنفيذ الشروط العامة التي قبلتموها.</li><li>مراجعة الإعلانات ومكافحة الاحتيال: المصلحة المشروعة للمشغّل وحماية المستعملين.</li><li>ملفات تعريف الارتباط غير الضرورية والرسائل الإخبارية: موافقتكم الصريحة.</li><li>حفظ بعض السجلات: الالتزامات القانونية، ومنها القانون 09-04 المتعلق بالوقاية من الجرائم المتصلة بتكنولوجيات الإعلام والاتصال.</li></ul>' +
        '<h2>الموافقة</h2><p>تُطلب موافقتكم الصريحة قبل كل معالجة تستند إليها، ويمكن سحبها في أي وقت دون أن يمس ذلك بمشروعية ما سبق.</p>' +
        '<h2>السلطة الوطنية لحماية المعطيات ذات الطابع الشخصي</h2><p>السلطة الوطنية لحماية المعطيات ذات الطابع الشخصي (ANPDP) هي الهيئة المكلفة بالسهر على تطبيق القانون 18-07. يمكنكم تقديم شكوى لديها إذا رأيتم أن حقوقكم لم تُحترم.</p>' +
        '<h2>حقوقكم</h2><ul><li><strong>حق الإعلام:</strong> هذه الصفحة.</li><li><strong>حق الولوج:</strong> معرفة المعطيات التي نحتفظ بها عنكم والحصول على نسخة منها.</li><li><strong>حق التصحيح:</strong> تصحيح معطيات خاطئة أو ناقصة.</li><li><strong>حق الاعتراض:</strong> الاعتراض لأسباب مشروعة على معالجة، وعلى الاستغلال لأغراض الإشهار دون مبرر.</li><li><strong>حق المسح:</strong> حذف معطياتكم عندما لا تكون المعالجة ضرورية.</li></ul>' +
        '<h2>كيف تمارسون حقوقكم</h2><ul><li>من ملفكم الشخصي: تعديل معلوماتكم، تحميل نسخة من معطيات حسابكم (تصدير)، وحذف حسابكم.</li><li>بمراسلتنا عبر صفحة الاتصال أو في أحد فروعنا، مع ما يثبت هويتكم. نرد في أجل لا يتجاوز ما يحدده القانون.</li></ul>' +
        '<h2>نقل المعطيات إلى الخارج</h2><p>لا تُنقل معطياتكم خارج الجزائر إلا في الحدود وبالشروط التي يسمح بها القانون 18-07 وبعد ترخيص السلطة الوطنية.</p>' +
        '<h2>الاتصال بنا</h2><p>لأي سؤال حول معطياتكم: صفحة الاتصال أو عنوان الفرع الرئيسي المذكور في صفحة الفروع.</p>',
    },
    fr: {
      title: 'Protection des données personnelles',
      summary:
        'Notre politique au regard de la loi n° 18-07 du 10 juin 2018 relative à la protection des personnes physiques dans le traitement des données à caractère personnel.',
      body:
        NOTE.fr +
        '<h2>Responsable du traitement</h2><p>Le responsable du traitement de vos données est l’exploitant du portail indiqué sur la page « Qui sommes-nous » (raison sociale, adresse, registre du commerce). Les traitements sont déclarés auprès de l’Autorité nationale ou autorisés par elle, comme l’exige la loi 18-07.</p>' +
        '<h2>Finalités et bases légales</h2><ul><li>Création du compte et publication des annonces : exécution des conditions générales que vous avez acceptées.</li><li>Relecture des annonces et lutte contre la fraude : intérêt légitime de l’exploitant et protection des utilisateurs.</li><li>Cookies non nécessaires et lettres d’information : votre consentement exprès.</li><li>Conservation de certains journaux : obligations légales, dont la loi 09-04 relative à la prévention des infractions liées aux technologies de l’information et de la communication.</li></ul>' +
        '<h2>Consentement</h2><p>Votre consentement exprès est demandé avant tout traitement qui en dépend ; vous pouvez le retirer à tout moment, sans effet sur la licéité de ce qui a précédé.</p>' +
        '<h2>L’Autorité nationale (ANPDP)</h2><p>L’Autorité nationale de protection des données à caractère personnel (ANPDP) veille à l’application de la loi 18-07. Vous pouvez la saisir d’une réclamation si vous estimez que vos droits n’ont pas été respectés.</p>' +
        '<h2>Vos droits</h2><ul><li><strong>Droit à l’information :</strong> la présente page.</li><li><strong>Droit d’accès :</strong> savoir quelles données nous détenons sur vous et en obtenir une copie.</li><li><strong>Droit de rectification :</strong> faire corriger des données inexactes ou incomplètes.</li><li><strong>Droit d’opposition :</strong> vous opposer, pour des motifs légitimes, à un traitement, et sans motif à la prospection.</li><li><strong>Droit à l’effacement :</strong> faire supprimer vos données quand leur traitement n’est plus nécessaire.</li></ul>' +
        '<h2>Exercer vos droits</h2><ul><li>Depuis votre profil : modifier vos informations, télécharger une copie des données de votre compte (export) et supprimer votre compte.</li><li>En nous écrivant depuis la page de contact ou dans une de nos agences, avec un justificatif d’identité. Nous répondons dans les délais prévus par la loi.</li></ul>' +
        '<h2>Transferts à l’étranger</h2><p>Vos données ne sont transférées hors d’Algérie que dans les limites et aux conditions de la loi 18-07, après autorisation de l’Autorité nationale.</p>' +
        '<h2>Nous contacter</h2><p>Pour toute question sur vos données : la page de contact ou l’adresse de l’agence principale indiquée sur la page des agences.</p>',
    },
    en: {
      title: 'Personal data protection',
      summary:
        'Our policy under Law No. 18-07 of 10 June 2018 on the protection of natural persons in the processing of personal data.',
      body:
        NOTE.en +
        '<h2>Controller</h2><p>The controller of your data is the portal’s operator named on the “About us” page (company name, address, trade register number). Processing is declared to, or authorised by, the National Authority as Law 18-07 requires.</p>' +
        '<h2>Purposes and legal bases</h2><ul><li>Creating your account and publishing ads: performing the terms you accepted.</li><li>Reviewing ads and fighting fraud: the operator’s legitimate interest and users’ protection.</li><li>Non-essential cookies and newsletters: your express consent.</li><li>Keeping certain logs: legal obligations, including Law 09-04 on preventing offences linked to information and communication technologies.</li></ul>' +
        '<h2>Consent</h2><p>We ask for your express consent before any processing based on it; you may withdraw it at any time, without affecting what was done before.</p>' +
        '<h2>The National Authority (ANPDP)</h2><p>The National Authority for the Protection of Personal Data (ANPDP) oversees the application of Law 18-07. You may lodge a complaint with it if you believe your rights were not respected.</p>' +
        '<h2>Your rights</h2><ul><li><strong>Information:</strong> this page.</li><li><strong>Access:</strong> to know what data we hold about you and get a copy.</li><li><strong>Rectification:</strong> to have inaccurate or incomplete data corrected.</li><li><strong>Objection:</strong> to object to processing on legitimate grounds, and to marketing without giving a reason.</li><li><strong>Erasure:</strong> to have your data deleted when its processing is no longer necessary.</li></ul>' +
        '<h2>How to exercise them</h2><ul><li>From your profile: edit your details, download a copy of your account data (export) and delete your account.</li><li>By writing to us from the contact page or at one of our branches, with proof of identity. We answer within the time the law sets.</li></ul>' +
        '<h2>Transfers abroad</h2><p>Your data leaves Algeria only within the limits and on the conditions of Law 18-07, with the National Authority’s authorisation.</p>' +
        '<h2>Contact us</h2><p>For any question about your data: the contact page or the main branch’s address on the branches page.</p>',
    },
  },
  details: () => ({ kind: 'page' }),
};

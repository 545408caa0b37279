import type { SeedItem } from './types';

/**
 * Default texts of the informational pages, seeded always (even without demo content): the
 * operator's starting point, to be adapted to their company and reviewed by their counsel —
 * each page says so. Written for Algeria (the portal's market and law).
 */

const NOTE = {
  ar: '<p><em>هذا نص افتراضي يقدّمه البرنامج لمشغّل البوابة، ويجب تكييفه مع وضعه القانوني ومراجعته من طرف مستشاره قبل النشر.</em></p>',
  fr: '<p><em>Texte par défaut fourni avec le logiciel : l’exploitant du portail doit l’adapter à sa situation et le faire relire par son conseil avant publication.</em></p>',
  en: '<p><em>Default text supplied with the software: the portal’s operator must adapt it to their situation and have it reviewed by their counsel before publishing.</em></p>',
};
export const DEFAULT_TEXT_NOTE = NOTE;

export const ABOUT_US: SeedItem = {
  kind: 'page',
  slug: 'about-us',
  translations: {
    ar: {
      title: 'من نحن',
      summary: 'بوابة إعلانات مبوبة جزائرية للبيع والخدمات، بالعربية والفرنسية والإنجليزية.',
      body:
        NOTE.ar +
        '<h2>مهمتنا</h2><p>نجمع في مكان واحد من يبيع ومن يشتري، ومن يقدّم خدمة ومن يبحث عنها، في كل ولايات الوطن. نريد بوابة سريعة على الهاتف، واضحة بلغة كل مستعمل، وآمنة لأن كل إعلان يُراجع قبل نشره.</p>' +
        '<h2>ما نقدّمه</h2><ul><li><strong>المبيعات:</strong> سيارات، عقارات، هواتف، أجهزة، أثاث، ملابس، منتوجات فلاحية وغيرها.</li><li><strong>الخدمات:</strong> بناء وترميم، نقل، دروس، صحة، حفلات، تصليح، وخدمات إدارية وقانونية.</li><li>بحث يفهم العربية والفرنسية والكتابة بالحروف اللاتينية (العربيزي).</li><li>مراجعة كل إعلان من طرف مشرفين قبل النشر، ووسيلة للتبليغ عن أي إعلان مشبوه.</li></ul>' +
        '<h2>قيمنا</h2><ul><li>الثقة: لا ننشر إلا ما يحترم قواعد النشر.</li><li>البساطة: نشر إعلان يستغرق دقائق.</li><li>احترام المعطيات الشخصية وفق القانون 18-07.</li></ul>' +
        '<h2>اتصلوا بنا</h2><p>تجدون عناويننا وأوقات العمل في صفحة الفروع، ويمكنكم مراسلتنا عبر صفحة الاتصال.</p>',
    },
    fr: {
      title: 'Qui sommes-nous',
      summary:
        'Un portail algérien de petites annonces pour vendre, acheter et proposer des services, en arabe, français et anglais.',
      body:
        NOTE.fr +
        '<h2>Notre mission</h2><p>Réunir en un seul endroit ceux qui vendent et ceux qui achètent, ceux qui proposent un service et ceux qui le cherchent, dans toutes les wilayas. Nous voulons un portail rapide sur téléphone, clair dans la langue de chacun, et sûr parce que chaque annonce est relue avant publication.</p>' +
        '<h2>Ce que nous proposons</h2><ul><li><strong>Ventes :</strong> véhicules, immobilier, téléphones, électroménager, meubles, mode, produits agricoles et bien plus.</li><li><strong>Services :</strong> bâtiment, transport, cours, santé, fêtes, dépannage, démarches administratives et juridiques.</li><li>Une recherche qui comprend l’arabe, le français et l’arabe écrit en lettres latines (arabizi).</li><li>Une relecture de chaque annonce par des modérateurs et un signalement en un clic.</li></ul>' +
        '<h2>Nos valeurs</h2><ul><li>La confiance : nous ne publions que ce qui respecte les règles de publication.</li><li>La simplicité : publier une annonce prend quelques minutes.</li><li>Le respect des données personnelles, conformément à la loi 18-07.</li></ul>' +
        '<h2>Nous joindre</h2><p>Nos adresses et horaires figurent sur la page des agences ; vous pouvez aussi nous écrire depuis la page de contact.</p>',
    },
    en: {
      title: 'About us',
      summary:
        'An Algerian classifieds portal to sell, buy and offer services, in Arabic, French and English.',
      body:
        NOTE.en +
        '<h2>Our mission</h2><p>To bring together, in one place, people who sell and people who buy, people who offer a service and people looking for one, in every wilaya. We want a portal that is fast on a phone, clear in each person’s language, and safe because every ad is reviewed before it is published.</p>' +
        '<h2>What we offer</h2><ul><li><strong>Sales:</strong> vehicles, property, phones, appliances, furniture, fashion, farm produce and much more.</li><li><strong>Services:</strong> building work, transport, tutoring, health, events, repairs, administrative and legal help.</li><li>Search that understands Arabic, French and Arabic written in Latin letters (Arabizi).</li><li>Every ad reviewed by moderators, and one-click reporting.</li></ul>' +
        '<h2>Our values</h2><ul><li>Trust: we publish only what follows the posting rules.</li><li>Simplicity: posting an ad takes minutes.</li><li>Respect for personal data, under Law 18-07.</li></ul>' +
        '<h2>Contact</h2><p>Our addresses and opening hours are on the branches page; you can also write to us from the contact page.</p>',
    },
  },
  details: () => ({ kind: 'page' }),
};

export const TERMS: SeedItem = {
  kind: 'page',
  slug: 'terms-and-conditions',
  translations: {
    ar: {
      title: 'الشروط العامة للاستعمال',
      summary: 'القواعد التي تحكم استعمال البوابة ونشر الإعلانات.',
      body:
        NOTE.ar +
        '<h2>1. موضوع الشروط</h2><p>تحدد هذه الشروط قواعد استعمال البوابة من طرف كل زائر ومستعمل. استعمال البوابة يعني قبولها. المشغّل هو الشركة المذكورة في صفحة «من نحن».</p>' +
        '<h2>2. الحساب</h2><ul><li>يجب أن يكون عمر صاحب الحساب 18 سنة على الأقل وأن يقدّم معلومات صحيحة.</li><li>يجب تأكيد البريد الإلكتروني قبل نشر أي إعلان.</li><li>صاحب الحساب مسؤول عن سرية كلمة المرور وعن كل ما يُنشر باسمه.</li></ul>' +
        '<h2>3. نشر الإعلانات والمراجعة</h2><ul><li>كل إعلان يُراجع من طرف مشرف قبل نشره؛ يمكن رفضه مع ذكر السبب، ويمكن لصاحبه تعديله وإعادة إرساله.</li><li>يجب أن يصف الإعلان شيئاً أو خدمة حقيقية ومتوفرة، في الصنف المناسب، بسعر حقيقي وصور تخص الشيء المعروض.</li><li>كل تعديل لإعلان منشور يُراجع بدوره قبل أن يظهر.</li><li>للإعلان مدة نشر يختارها صاحبه، ويمكن تجديده عند انتهائها.</li></ul>' +
        '<h2>4. المحتوى الممنوع</h2><ul><li>كل ما يمنعه القانون الجزائري: الأسلحة، المخدرات، الأدوية دون ترخيص، المنتوجات المقلدة، الحيوانات المحمية، الوثائق الرسمية.</li><li>المحتوى المسيء أو العنصري أو الإباحي أو الذي يمس بالحياة الخاصة للغير.</li><li>الإعلانات الكاذبة أو المكررة، وطلب الدفع المسبق دون ضمان، وجمع المعطيات الشخصية.</li></ul>' +
        '<h2>5. الأصناف المدفوعة والترويج</h2><p>بعض الأصناف قد تتطلب رسوماً قبل النشر، ويمكن ترويج إعلان ليظهر في الواجهة لمدة محددة. تُعرض الأسعار قبل أي التزام، ولا يبدأ الترويج إلا بعد موافقة المشرف وتسجيل الدفع. الرسوم غير قابلة للاسترجاع إذا كان الرفض بسبب مخالفة هذه الشروط.</p>' +
        '<h2>6. المسؤولية</h2><p>البوابة وسيط بين المعلنين والزوار: العقد يتم بينهم مباشرة. لا نضمن جودة الأشياء أو الخدمات ولا صحة المعلومات التي يقدمها المعلنون، لكننا نتدخل عند علمنا بمخالفة. نسعى لتوفير الخدمة دون انقطاع دون أن نضمن ذلك.</p>' +
        '<h2>7. التبليغ</h2><p>يمكن لكل مستعمل التبليغ عن إعلان عبر زر «تبليغ». يدرس المشرفون كل تبليغ ويمكنهم سحب الإعلان أو تنبيه صاحبه.</p>' +
        '<h2>8. التعليق والحذف</h2><p>يمكن تعليق أو حذف حساب يخالف هذه الشروط، بعد تنبيه إلا في الحالات الخطيرة. يمكن لصاحب الحساب حذف حسابه في أي وقت من ملفه الشخصي.</p>' +
        '<h2>9. تعديل الشروط</h2><p>يمكن تعديل هذه الشروط؛ يُعلَم المستعملون بكل تعديل جوهري قبل سريانه.</p>' +
        '<h2>10. القانون المطبق</h2><p>تخضع هذه الشروط للقانون الجزائري، ولا سيما القانون 18-05 المتعلق بالتجارة الإلكترونية. في حالة نزاع يُبحث أولاً عن حل ودي، وإلا يكون الاختصاص للمحاكم الجزائرية المختصة.</p>',
    },
    fr: {
      title: 'Conditions générales d’utilisation',
      summary: 'Les règles d’utilisation du portail et de publication des annonces.',
      body:
        NOTE.fr +
        '<h2>1. Objet</h2><p>Les présentes conditions fixent les règles d’utilisation du portail par tout visiteur et tout utilisateur. Utiliser le portail vaut acceptation. L’exploitant est la société indiquée sur la page « Qui sommes-nous ».</p>' +
        '<h2>2. Compte</h2><ul><li>Le titulaire d’un compte doit avoir au moins 18 ans et fournir des informations exactes.</li><li>L’adresse e-mail doit être confirmée avant toute publication.</li><li>Le titulaire garde son mot de passe secret et répond de tout ce qui est publié depuis son compte.</li></ul>' +
        '<h2>3. Publication et relecture</h2><ul><li>Chaque annonce est relue par un modérateur avant publication ; elle peut être refusée avec un motif, et son auteur peut la corriger et la soumettre à nouveau.</li><li>L’annonce décrit un bien ou un service réel et disponible, dans la bonne catégorie, avec un prix réel et des photos du bien proposé.</li><li>Toute modification d’une annonce publiée est relue avant d’apparaître.</li><li>L’annonce reste en ligne pour la durée choisie et peut être renouvelée à son terme.</li></ul>' +
        '<h2>4. Contenus interdits</h2><ul><li>Tout ce que la loi algérienne interdit : armes, stupéfiants, médicaments sans autorisation, contrefaçons, espèces protégées, documents officiels.</li><li>Les contenus injurieux, racistes, pornographiques ou portant atteinte à la vie privée d’autrui.</li><li>Les annonces fausses ou en double, les demandes de paiement d’avance sans garantie, la collecte de données personnelles.</li></ul>' +
        '<h2>5. Catégories payantes et promotions</h2><p>Certaines catégories peuvent être soumises à des frais avant publication, et une annonce peut être mise en avant pour une durée donnée. Les prix sont affichés avant tout engagement ; la mise en avant ne commence qu’après l’accord du modérateur et l’enregistrement du paiement. Les frais ne sont pas remboursés si le refus tient à une violation des présentes conditions.</p>' +
        '<h2>6. Responsabilité</h2><p>Le portail met en relation annonceurs et visiteurs : le contrat se conclut directement entre eux. Nous ne garantissons ni la qualité des biens et services ni l’exactitude des informations des annonceurs, mais nous agissons dès qu’un manquement nous est signalé. Nous nous efforçons d’assurer un service continu sans pouvoir le garantir.</p>' +
        '<h2>7. Signalements</h2><p>Tout utilisateur peut signaler une annonce avec le bouton « Signaler ». Les modérateurs examinent chaque signalement et peuvent retirer l’annonce ou avertir son auteur.</p>' +
        '<h2>8. Suspension et suppression</h2><p>Un compte qui enfreint ces conditions peut être suspendu ou supprimé, après avertissement sauf manquement grave. Le titulaire peut supprimer son compte à tout moment depuis son profil.</p>' +
        '<h2>9. Modifications</h2><p>Ces conditions peuvent évoluer ; les utilisateurs sont informés de toute modification importante avant son entrée en vigueur.</p>' +
        '<h2>10. Droit applicable</h2><p>Les présentes conditions sont régies par le droit algérien, notamment la loi n° 18-05 relative au commerce électronique. En cas de litige, une solution amiable est recherchée d’abord ; à défaut, les juridictions algériennes compétentes sont saisies.</p>',
    },
    en: {
      title: 'Terms and conditions',
      summary: 'The rules for using the portal and posting ads.',
      body:
        NOTE.en +
        '<h2>1. Purpose</h2><p>These terms set the rules for every visitor and user of the portal. Using the portal means accepting them. The operator is the company named on the “About us” page.</p>' +
        '<h2>2. Accounts</h2><ul><li>Account holders must be at least 18 and give accurate information.</li><li>The email address must be confirmed before posting.</li><li>Holders keep their password secret and answer for everything posted from their account.</li></ul>' +
        '<h2>3. Posting and review</h2><ul><li>Every ad is reviewed by a moderator before it is published; it may be refused with a reason, and its author may correct and resubmit it.</li><li>An ad describes a real, available item or service, in the right category, with a real price and photos of the item offered.</li><li>Any edit of a published ad is reviewed before it shows.</li><li>An ad stays online for the period chosen and can be renewed when it ends.</li></ul>' +
        '<h2>4. Prohibited content</h2><ul><li>Anything Algerian law forbids: weapons, drugs, unlicensed medicines, counterfeits, protected species, official documents.</li><li>Abusive, racist or pornographic content, or content that invades someone’s privacy.</li><li>False or duplicate ads, requests for advance payment without guarantee, harvesting of personal data.</li></ul>' +
        '<h2>5. Paid categories and promotions</h2><p>Some categories may carry a fee before publication, and an ad may be featured for a set period. Prices are shown before any commitment; a promotion starts only after a moderator’s approval and the payment’s recording. Fees are not refunded when an ad is refused for breaching these terms.</p>' +
        '<h2>6. Liability</h2><p>The portal puts advertisers and visitors in touch: any contract is made directly between them. We guarantee neither the quality of items and services nor the accuracy of advertisers’ information, but we act as soon as a breach is reported. We strive for an uninterrupted service without being able to guarantee it.</p>' +
        '<h2>7. Reports</h2><p>Any user can report an ad with the “Report” button. Moderators examine each report and may remove the ad or warn its author.</p>' +
        '<h2>8. Suspension and deletion</h2><p>An account that breaches these terms may be suspended or deleted, after a warning except for serious breaches. Holders may delete their account at any time from their profile.</p>' +
        '<h2>9. Changes</h2><p>These terms may change; users are told of any significant change before it takes effect.</p>' +
        '<h2>10. Applicable law</h2><p>These terms are governed by Algerian law, in particular Law No. 18-05 on electronic commerce. Any dispute is first settled amicably where possible; otherwise the competent Algerian courts have jurisdiction.</p>',
    },
  },
  details: () => ({ kind: 'page' }),
};

/**
 * Default legal texts of every site of the platform, in French, as HTML (h2/h3/p/ul).
 * Company data is written as {{KEY}} placeholders (keys of LEGAL_PLACEHOLDERS in
 * packages/shared/src/parameters.ts), filled from the site parameters when displayed.
 */

export type LegalTextKey = "COOKIE_POLICY" | "LEGAL_NOTICE" | "PRIVACY_POLICY" | "USE_TERMS" | "SALE_TERMS";

const LEGAL_NOTICE = `
<p>Conformément aux articles 6-III et 19 de la loi n° 2004-575 du 21 juin 2004 pour la confiance dans l'économie numérique (LCEN), les informations suivantes sont portées à la connaissance des utilisateurs et visiteurs du site {{COMPANY_NAME}}.</p>

<h2>Éditeur du site</h2>
<p>Le présent site est édité par la société {{LEGAL_COMPANY_NAME}}, exerçant sous le nom commercial {{COMPANY_NAME}}.</p>
<ul>
  <li>Raison sociale : {{LEGAL_COMPANY_NAME}}</li>
  <li>Forme juridique : {{CORPORATE_FORM}}</li>
  <li>Capital social : {{SHARE_CAPITAL}}</li>
  <li>Siège social : {{HEAD_OFFICE}}</li>
  <li>Immatriculation : {{RCS_NUMBER}}</li>
  <li>Numéro SIRET : {{SIRET_NUMBER}}</li>
  <li>Numéro de TVA intracommunautaire : {{INTRACO_VAT}}</li>
  <li>Téléphone : {{COMPANY_PHONE}}</li>
  <li>Adresse e-mail : {{COMPANY_EMAIL}}</li>
</ul>

<h2>Directeur de la publication</h2>
<p>Le directeur de la publication est {{LEGAL_AGENT}}, en sa qualité de représentant légal de {{LEGAL_COMPANY_NAME}}. Il peut être contacté par téléphone au {{COMPANY_PHONE}}, par e-mail à l'adresse {{COMPANY_EMAIL}} ou par courrier adressé au siège social.</p>

<h2>Hébergement</h2>
<p>Le site est hébergé par la société OVH SAS, dont le siège social est situé 2 rue Kellermann, 59100 Roubaix, France. Les données du site sont stockées dans des centres de données situés dans l'Union européenne.</p>

<h2>Accès au site</h2>
<p>Le site est accessible gratuitement, en tout lieu, à tout utilisateur disposant d'un accès à Internet. Les frais liés à cet accès (matériel informatique, connexion, logiciels) sont à la charge de l'utilisateur.</p>
<p>{{LEGAL_COMPANY_NAME}} s'efforce d'assurer un accès au site 24 heures sur 24 et 7 jours sur 7, mais ne saurait y être tenue. L'accès peut être suspendu, notamment pour des opérations de maintenance ou de mise à jour, en cas de panne ou pour toute raison indépendante de sa volonté, sans que cette interruption ouvre droit à une quelconque indemnité.</p>

<h2>Propriété intellectuelle</h2>
<p>L'ensemble des éléments composant le site (textes, photographies, illustrations, logos, marques, vidéos, mise en page, bases de données) est protégé par le Code de la propriété intellectuelle et demeure la propriété exclusive de {{LEGAL_COMPANY_NAME}} ou de ses partenaires, qui l'ont autorisée à les utiliser.</p>
<p>Toute reproduction, représentation, modification, publication ou adaptation de tout ou partie de ces éléments, quel que soit le moyen ou le procédé utilisé, est interdite sans l'autorisation écrite et préalable de {{LEGAL_COMPANY_NAME}}. Toute exploitation non autorisée du site ou de son contenu est constitutive d'une contrefaçon sanctionnée par les articles L. 335-2 et suivants du Code de la propriété intellectuelle.</p>

<h2>Responsabilité</h2>
<p>Les informations diffusées sur le site sont présentées à titre indicatif. Malgré le soin apporté à leur rédaction et à leur mise à jour, elles peuvent comporter des inexactitudes ou des omissions. {{LEGAL_COMPANY_NAME}} ne saurait être tenue responsable de l'utilisation qui en est faite, ni des dommages directs ou indirects résultant de l'accès au site ou de son utilisation, notamment en cas d'indisponibilité, de bogue ou de virus.</p>
<p>Les photographies et illustrations de produits ou de réalisations n'ont pas de valeur contractuelle. Seuls les devis, bons de commande et conditions générales acceptés par le client engagent {{LEGAL_COMPANY_NAME}}.</p>

<h2>Liens hypertextes</h2>
<p>Le site peut contenir des liens vers des sites tiers. {{LEGAL_COMPANY_NAME}} n'exerce aucun contrôle sur ces sites et décline toute responsabilité quant à leur contenu ou à leurs pratiques en matière de données personnelles.</p>
<p>La création d'un lien vers le présent site est libre, à condition qu'il ne porte pas atteinte à l'image de {{COMPANY_NAME}} et qu'il ouvre le site dans une nouvelle fenêtre, sans l'intégrer dans les pages d'un autre site. {{LEGAL_COMPANY_NAME}} se réserve le droit de demander la suppression d'un lien qu'elle estimerait inapproprié.</p>

<h2>Données personnelles</h2>
<p>Les données personnelles collectées sur le site sont traitées par {{LEGAL_COMPANY_NAME}}, responsable de traitement, conformément au règlement (UE) 2016/679 du 27 avril 2016 (RGPD) et à la loi n° 78-17 du 6 janvier 1978 modifiée, dite « Informatique et Libertés ».</p>
<p>Le responsable des traitements et le délégué à la protection des données sont joignables à l'adresse {{COMPANY_EMAIL}} ou par courrier à l'adresse du siège social : {{HEAD_OFFICE}}. Pour connaître les données collectées, leurs finalités, leurs durées de conservation et la manière d'exercer vos droits, consultez notre <a href="/privacy-policy">politique de confidentialité</a>.</p>

<h2>Cookies</h2>
<p>Le site utilise des cookies nécessaires à son fonctionnement et, sous réserve de votre consentement, des cookies de mesure d'audience et de publicité. Vous pouvez modifier vos choix à tout moment grâce au lien « Gérer les cookies » situé en pied de page. Le détail figure dans notre politique de cookies.</p>

<h2>Droit applicable</h2>
<p>Les présentes mentions légales sont régies par le droit français. En cas de litige, et après échec de toute tentative de résolution amiable, les tribunaux français seront seuls compétents.</p>
`.trim();

const PRIVACY_POLICY = `
<p>{{LEGAL_COMPANY_NAME}} (ci-après « nous ») accorde une grande importance à la protection de vos données personnelles. La présente politique vous explique quelles données nous collectons sur le site {{COMPANY_NAME}}, pourquoi nous les collectons, combien de temps nous les conservons et comment exercer vos droits, conformément au règlement (UE) 2016/679 du 27 avril 2016 (RGPD) et à la loi n° 78-17 du 6 janvier 1978 modifiée, dite « Informatique et Libertés ».</p>

<h2>Responsable du traitement</h2>
<p>Le responsable du traitement est {{LEGAL_COMPANY_NAME}}, {{CORPORATE_FORM}} au capital de {{SHARE_CAPITAL}}, immatriculée sous le numéro {{RCS_NUMBER}}, dont le siège social est situé {{HEAD_OFFICE}}, représentée par {{LEGAL_AGENT}}.</p>

<h2>Responsable des traitements et délégué à la protection des données</h2>
<p>Au sein de notre entreprise, un responsable des traitements veille à la mise en œuvre de la présente politique, et un délégué à la protection des données (DPO) est votre interlocuteur pour toute question relative à vos données personnelles. Tous deux sont joignables :</p>
<ul>
  <li>par e-mail, à l'adresse {{COMPANY_EMAIL}} ;</li>
  <li>par courrier, à l'adresse : {{LEGAL_COMPANY_NAME}}, à l'attention du délégué à la protection des données, {{HEAD_OFFICE}} ;</li>
  <li>par téléphone, au {{COMPANY_PHONE}}.</li>
</ul>

<h2>Données collectées</h2>
<p>Nous collectons uniquement les données nécessaires aux finalités décrites ci-dessous :</p>
<ul>
  <li>nom ;</li>
  <li>prénom ;</li>
  <li>adresse postale ;</li>
  <li>code postal ;</li>
  <li>adresse e-mail ;</li>
  <li>numéro de téléphone.</li>
</ul>
<p>Lorsque vous naviguez sur le site, des données techniques (adresse IP, type de navigateur, pages consultées) peuvent également être collectées au moyen de cookies, uniquement dans les conditions décrites dans notre politique de cookies.</p>

<h2>Comment ces données sont-elles collectées ?</h2>
<p>Vos données sont collectées directement auprès de vous, lorsque vous remplissez :</p>
<ul>
  <li>le formulaire d'inscription, qui permet de créer votre espace personnel ;</li>
  <li>le formulaire de contact, qui permet de nous adresser une demande (renseignement, rendez-vous, devis).</li>
</ul>
<p>Les champs obligatoires sont signalés sur chaque formulaire. Sans ces informations, nous ne pourrions pas traiter votre inscription ou votre demande.</p>

<h2>Finalités et bases légales des traitements</h2>
<p>Vos données sont utilisées pour les finalités suivantes :</p>
<ul>
  <li>information et offres promotionnelles : vous adresser nos actualités, informations et offres promotionnelles, sur la base de votre consentement, que vous pouvez retirer à tout moment grâce au lien de désinscription présent dans chaque message ;</li>
  <li>statistiques : mesurer l'audience du site et améliorer son contenu, sur la base de votre consentement aux cookies correspondants ;</li>
  <li>prise de contact : répondre à vos demandes envoyées par le formulaire de contact, sur la base des mesures précontractuelles prises à votre demande ou de notre intérêt légitime à vous répondre ;</li>
  <li>gestion du site : créer et gérer votre espace personnel, assurer la sécurité et le bon fonctionnement du site, sur la base de l'exécution des conditions générales d'utilisation que vous avez acceptées.</li>
</ul>
<p>Vos données ne font l'objet d'aucune décision automatisée ni d'aucun profilage produisant des effets juridiques à votre égard.</p>

<h2>Destinataires des données</h2>
<p>Vos données sont destinées aux seuls membres habilités de {{LEGAL_COMPANY_NAME}}, dans la limite de leurs attributions. Elles peuvent être transmises à nos sous-traitants techniques, notamment notre hébergeur OVH SAS (2 rue Kellermann, 59100 Roubaix, France), qui agissent sur nos instructions et sont tenus à une stricte obligation de confidentialité.</p>
<p>Vos données ne sont jamais vendues, louées ni cédées à des tiers à des fins commerciales. Elles sont hébergées au sein de l'Union européenne et ne font l'objet d'aucun transfert en dehors de celle-ci.</p>

<h2>Durées de conservation</h2>
<ul>
  <li>Les données de votre compte et de vos demandes sont conservées pendant 3 ans à compter de votre dernière activité (dernière connexion, dernier échange ou dernière commande). Au terme de cette période d'inactivité, elles sont supprimées ou anonymisées.</li>
  <li>Votre consentement aux cookies, ou votre refus, est conservé pendant 13 mois au maximum ; votre choix vous est ensuite de nouveau demandé.</li>
</ul>

<h2>Vos droits</h2>
<p>Vous disposez des droits suivants sur vos données :</p>
<ul>
  <li>droit d'accès : obtenir la confirmation que vos données sont traitées et en recevoir une copie ;</li>
  <li>droit de rectification : faire corriger des données inexactes ou incomplètes ;</li>
  <li>droit à l'effacement : demander la suppression de vos données ;</li>
  <li>droit à la limitation du traitement et droit d'opposition, notamment à la prospection commerciale ;</li>
  <li>droit à la portabilité : recevoir les données que vous nous avez fournies dans un format structuré et couramment utilisé ;</li>
  <li>droit de retirer votre consentement à tout moment, sans remettre en cause les traitements effectués auparavant ;</li>
  <li>droit de définir des directives relatives au sort de vos données après votre décès.</li>
</ul>
<p>Pour exercer ces droits, écrivez-nous à l'adresse {{COMPANY_EMAIL}} ou par courrier à {{HEAD_OFFICE}}. En cas de doute raisonnable sur votre identité, un justificatif pourra vous être demandé.</p>
<p>Nous répondons à toute demande d'accès, de rectification ou de suppression dans un délai de 30 jours à compter de sa réception.</p>
<p>Si vous disposez d'un espace personnel, vous pouvez en demander la suppression depuis cet espace ou par e-mail : la suppression est effectuée dans un délai de 10 jours ouvrés.</p>

<h2>Réclamation auprès de la CNIL</h2>
<p>Si vous estimez, après nous avoir contactés, que vos droits ne sont pas respectés, vous avez le droit d'introduire une réclamation auprès de la Commission nationale de l'informatique et des libertés (CNIL), 3 place de Fontenoy, TSA 80715, 75334 Paris Cedex 07, ou en ligne sur le site de la CNIL.</p>

<h2>Cookies</h2>
<p>Les cookies de mesure d'audience et de publicité ne sont déposés qu'avec votre accord, donné finalité par finalité. Votre consentement est valable 13 mois au maximum. Vous pouvez modifier vos choix à tout moment grâce au lien « Gérer les cookies » situé en pied de page. Pour en savoir plus, consultez notre politique de cookies.</p>

<h2>Sécurité</h2>
<p>Nous mettons en œuvre des mesures techniques et organisationnelles adaptées pour protéger vos données contre la perte, l'accès non autorisé, la divulgation ou l'altération : connexion chiffrée (HTTPS), mots de passe stockés sous forme chiffrée, accès aux données limité aux personnes habilitées, sauvegardes régulières.</p>

<h2>Modification de la politique de confidentialité</h2>
<p>La présente politique peut être modifiée pour tenir compte des évolutions légales, réglementaires ou techniques. La version en vigueur est celle publiée sur le site. En cas de modification substantielle, les membres inscrits en sont informés par e-mail.</p>
`.trim();

const COOKIE_POLICY = `
<p>La présente politique explique comment le site {{COMPANY_NAME}}, édité par {{LEGAL_COMPANY_NAME}}, utilise des cookies et autres traceurs, et comment vous pouvez exprimer ou modifier vos choix, conformément à l'article 82 de la loi « Informatique et Libertés » et aux recommandations de la CNIL.</p>

<h2>Qu'est-ce qu'un cookie ?</h2>
<p>Un cookie est un petit fichier texte déposé sur votre ordinateur, votre tablette ou votre téléphone lorsque vous consultez un site. Il permet au site de reconnaître votre appareil et de mémoriser certaines informations pendant une durée limitée.</p>

<h2>Les cookies strictement nécessaires</h2>
<p>Certains cookies sont indispensables au fonctionnement du site et ne nécessitent pas votre consentement. Ils permettent notamment :</p>
<ul>
  <li>de maintenir votre session lorsque vous êtes connecté à votre espace personnel ;</li>
  <li>de conserver le contenu de votre panier, lorsque le site propose la vente en ligne ;</li>
  <li>de mémoriser vos choix en matière de cookies ;</li>
  <li>d'assurer la sécurité du site et des formulaires.</li>
</ul>

<h2>Les cookies soumis à votre consentement</h2>
<p>Avec votre accord uniquement, des cookies peuvent être déposés pour les finalités suivantes :</p>
<h3>Mesure d'audience</h3>
<p>Ces cookies nous permettent de connaître la fréquentation du site (nombre de visites, pages consultées, durée de consultation) afin d'en améliorer le contenu et l'ergonomie. Les statistiques produites sont anonymes.</p>
<h3>Publicité</h3>
<p>Ces cookies, déposés par nos partenaires publicitaires et réseaux sociaux, permettent de mesurer l'efficacité de nos campagnes et de vous proposer des publicités adaptées à vos centres d'intérêt sur d'autres sites ou applications.</p>

<h2>Votre consentement, finalité par finalité</h2>
<p>Lors de votre première visite, un bandeau vous permet d'accepter ou de refuser les cookies, de manière globale ou finalité par finalité (mesure d'audience, publicité). Aucun cookie soumis à consentement n'est déposé avant que vous n'ayez fait votre choix.</p>
<p>Refuser est aussi simple qu'accepter : les boutons « Tout accepter » et « Tout refuser » sont présentés au même niveau et avec la même visibilité. Poursuivre votre navigation sans faire de choix ne vaut pas consentement. Votre refus n'a aucune conséquence sur votre accès au site.</p>

<h2>Durée de validité de vos choix</h2>
<p>Votre consentement, comme votre refus, est conservé pendant 13 mois au maximum. Passé ce délai, votre choix vous est de nouveau demandé. Les cookies eux-mêmes ont une durée de vie qui n'excède pas 13 mois.</p>

<h2>Modifier vos choix à tout moment</h2>
<p>Vous pouvez retirer votre consentement ou modifier vos préférences à tout moment, aussi facilement que vous les avez donnés, en cliquant sur le lien « Gérer les cookies » situé dans le pied de page de chaque page du site.</p>
<p>Vous pouvez également configurer votre navigateur pour bloquer ou supprimer les cookies. Les réglages se trouvent généralement dans les menus « Paramètres », « Confidentialité » ou « Vie privée » de votre navigateur. Le blocage des cookies strictement nécessaires peut toutefois empêcher certaines fonctionnalités de fonctionner, comme la connexion à votre espace personnel.</p>

<h2>Contact</h2>
<p>Pour toute question relative aux cookies ou à vos données personnelles, vous pouvez écrire au responsable des traitements et au délégué à la protection des données à l'adresse {{COMPANY_EMAIL}}. Pour en savoir plus sur vos droits, consultez notre <a href="/privacy-policy">politique de confidentialité</a>.</p>
`.trim();

const USE_TERMS = `
<p>Les présentes conditions générales d'utilisation (ci-après « CGU ») encadrent l'accès au site {{COMPANY_NAME}} et son utilisation par toute personne qui le consulte (ci-après « l'utilisateur »).</p>

<h2>Article 1 – Éditeur du site</h2>
<p>Le site est édité par {{LEGAL_COMPANY_NAME}}, {{CORPORATE_FORM}} au capital de {{SHARE_CAPITAL}}, immatriculée sous le numéro {{RCS_NUMBER}}, dont le siège social est situé {{HEAD_OFFICE}}. Téléphone : {{COMPANY_PHONE}}. E-mail : {{COMPANY_EMAIL}}. Le détail figure dans les <a href="/legal-notice">mentions légales</a>.</p>

<h2>Article 2 – Acceptation des CGU</h2>
<p>La consultation du site implique l'acceptation sans réserve des présentes CGU. L'utilisateur qui ne les accepte pas doit renoncer à utiliser le site. Les CGU applicables sont celles en vigueur au jour de la consultation.</p>

<h2>Article 3 – Accès au site</h2>
<h3>Accès des non-membres</h3>
<p>Tout utilisateur non inscrit (non-membre) dispose d'un accès libre et gratuit, mais limité, au site. Il peut :</p>
<ul>
  <li>consulter la présentation de l'entreprise et de ses services ;</li>
  <li>consulter les actualités et les informations publiées ;</li>
  <li>contacter l'entreprise au moyen du formulaire de contact ou des coordonnées indiquées sur le site.</li>
</ul>
<h3>Accès des membres</h3>
<p>L'utilisateur inscrit (membre) bénéficie, en plus, d'un espace personnel lui permettant notamment de gérer ses informations, de suivre ses demandes et, lorsque le site propose la vente en ligne, ses commandes.</p>

<h2>Article 4 – Inscription</h2>
<p>L'inscription s'effectue au moyen du formulaire d'inscription. Pour la valider, l'utilisateur doit cocher la case « Je reconnais avoir lu et compris les CGU et je les accepte ». L'inscription vaut acceptation pleine et entière des présentes CGU.</p>
<p>Le membre s'engage à fournir une identité et une adresse e-mail exactes et sincères, puis à les tenir à jour. L'utilisation d'une fausse identité ou de l'adresse e-mail d'un tiers est interdite et peut entraîner la suppression du compte.</p>
<p>Le membre est seul responsable de la confidentialité de son mot de passe et de toute utilisation de son compte. En cas de perte ou d'utilisation frauduleuse de ses identifiants, il en informe sans délai l'éditeur à l'adresse {{COMPANY_EMAIL}}.</p>

<h2>Article 5 – Désinscription</h2>
<p>Le membre peut à tout moment demander sa désinscription depuis son espace personnel, ou par e-mail à l'adresse {{COMPANY_EMAIL}}. La suppression de l'espace personnel est effectuée dans un délai de 10 jours ouvrés ; elle entraîne la suppression des données associées, sous réserve de celles que l'éditeur doit conserver en application d'une obligation légale.</p>

<h2>Article 6 – Obligations de l'utilisateur</h2>
<p>L'utilisateur s'engage à utiliser le site de manière loyale et conforme à la loi. Il s'interdit notamment :</p>
<ul>
  <li>de transmettre des contenus illicites, injurieux, diffamatoires ou portant atteinte aux droits de tiers ;</li>
  <li>de perturber le fonctionnement du site, d'y introduire un virus ou de tenter d'accéder à des parties non publiques ;</li>
  <li>de collecter des informations sur les autres utilisateurs ;</li>
  <li>d'utiliser le site à des fins commerciales sans l'accord de l'éditeur.</li>
</ul>
<p>En cas de manquement, l'éditeur peut suspendre ou supprimer le compte concerné, sans préjudice de toute action en justice.</p>

<h2>Article 7 – Propriété intellectuelle</h2>
<p>Les contenus du site (textes, images, logos, marques, mise en page) sont protégés par le droit de la propriété intellectuelle et appartiennent à {{LEGAL_COMPANY_NAME}} ou à ses partenaires. Toute reproduction ou réutilisation, totale ou partielle, sans autorisation écrite préalable est interdite.</p>

<h2>Article 8 – Responsabilité</h2>
<p>L'éditeur s'efforce de fournir des informations exactes et à jour, sans pouvoir en garantir l'exhaustivité. Il ne saurait être tenu responsable d'une interruption du site, d'un dysfonctionnement du réseau ou d'un dommage causé au matériel de l'utilisateur lors de la consultation du site.</p>
<p>Les liens vers des sites tiers sont fournis à titre informatif ; l'éditeur n'est pas responsable de leur contenu.</p>

<h2>Article 9 – Données personnelles</h2>
<p>Les données fournies lors de l'inscription ou par le formulaire de contact sont traitées conformément à notre <a href="/privacy-policy">politique de confidentialité</a>, qui précise leurs finalités, leurs durées de conservation et la manière d'exercer vos droits auprès du responsable des traitements et du délégué à la protection des données, joignables à l'adresse {{COMPANY_EMAIL}}.</p>

<h2>Article 10 – Évolution des CGU</h2>
<p>L'éditeur peut modifier les présentes CGU à tout moment, notamment pour tenir compte d'une évolution du site ou de la réglementation. Les membres sont informés de toute modification substantielle ; la poursuite de l'utilisation du site vaut acceptation des CGU modifiées.</p>

<h2>Article 11 – Droit applicable et litiges</h2>
<p>Les présentes CGU sont régies par le droit français. En cas de litige, l'utilisateur est invité à contacter l'éditeur pour rechercher une solution amiable. À défaut, les tribunaux français seront compétents, dans les conditions prévues par la loi.</p>
`.trim();

const SALE_TERMS = `
<p>Les présentes conditions générales de vente (ci-après « CGV ») s'appliquent à toutes les prestations de services et, lorsque le site propose la vente en ligne, à toutes les ventes de produits conclues entre {{LEGAL_COMPANY_NAME}} (ci-après « le vendeur ») et toute personne physique ou morale (ci-après « le client »).</p>

<h2>Article 1 – Identification du vendeur</h2>
<ul>
  <li>{{LEGAL_COMPANY_NAME}}, {{CORPORATE_FORM}} au capital de {{SHARE_CAPITAL}}</li>
  <li>Siège social : {{HEAD_OFFICE}}</li>
  <li>{{RCS_NUMBER}} – SIRET : {{SIRET_NUMBER}}</li>
  <li>TVA intracommunautaire : {{INTRACO_VAT}}</li>
  <li>Téléphone : {{COMPANY_PHONE}} – E-mail : {{COMPANY_EMAIL}}</li>
</ul>

<h2>Article 2 – Champ d'application</h2>
<p>Les CGV en vigueur sont celles publiées sur le site au jour de la commande ou de la signature du devis. Toute commande ou acceptation de devis implique l'acceptation sans réserve des présentes CGV, qui prévalent sur tout autre document, sauf conditions particulières convenues par écrit entre les parties.</p>

<h2>Article 3 – Prix</h2>
<p>Les prix sont indiqués en euros toutes taxes comprises (TTC), au taux de TVA applicable au jour de la commande. Pour les produits, les frais de livraison éventuels sont indiqués avant la validation de la commande. Pour les prestations de services, le prix figure sur le devis, dont la durée de validité y est précisée ; les prix affichés sur le site à titre indicatif (« à partir de ») ne valent pas offre ferme.</p>
<p>Le vendeur se réserve le droit de modifier ses prix à tout moment ; les produits et prestations sont facturés au prix en vigueur lors de la validation de la commande ou de la signature du devis.</p>

<h2>Article 4 – Commande</h2>
<h3>Prestations de services</h3>
<p>Toute prestation fait l'objet d'un devis détaillé et gratuit. Le contrat est formé à la signature du devis par le client, précédée de la mention « Bon pour accord ». Les travaux supplémentaires non prévus au devis font l'objet d'un avenant écrit et signé avant leur réalisation.</p>
<h3>Produits vendus en ligne</h3>
<p>Le client sélectionne les produits, vérifie le contenu de son panier, son adresse de livraison et le prix total, puis accepte les présentes CGV avant de valider sa commande par le bouton « Commande avec obligation de paiement ». Un e-mail de confirmation récapitulant la commande lui est adressé. Le vendeur peut refuser une commande pour un motif légitime, notamment en cas de litige antérieur ou de rupture de stock.</p>
<p>Lorsque la commande porte sur un montant égal ou supérieur à 120 euros, le vendeur conserve l'écrit qui la constate pendant dix ans et en garantit l'accès au client sur simple demande.</p>

<h2>Article 5 – Paiement</h2>
<p>Pour les commandes passées en ligne, le client choisit, parmi les moyens de paiement proposés lors de la commande : la carte bancaire (CB, Visa, Mastercard), le virement, le chèque ou, pour une commande retirée sur place, le paiement lors du retrait.</p>
<ul>
  <li>Par carte bancaire, le paiement passe par une solution de paiement sécurisée ; les données bancaires sont chiffrées et ne sont jamais conservées par le vendeur. Le compte du client est débité lors de la validation de la commande.</li>
  <li>Par virement ou par chèque, les coordonnées de paiement sont indiquées au client à la validation de la commande et dans l'e-mail qui la confirme. La commande est préparée à réception du paiement ; sans paiement reçu dans le délai indiqué, elle peut être annulée et les produits remis en vente.</li>
  <li>Lors du retrait, le client règle sa commande sur place, selon les moyens acceptés par le vendeur.</li>
</ul>
<p>Une facture est établie à réception du paiement ; elle est disponible dans l'espace client ou par le lien de suivi de la commande.</p>
<p>Pour les prestations de services, les modalités de paiement (acompte éventuel, échéancier, solde) sont précisées sur le devis. Les paiements peuvent être effectués par carte bancaire, virement ou chèque. Pour un contrat conclu hors établissement, par exemple un devis signé au domicile du client, aucun paiement ne peut être exigé avant l'expiration d'un délai de sept jours à compter de la conclusion du contrat, sauf exceptions prévues par la loi.</p>

<h2>Article 6 – Livraison et exécution</h2>
<h3>Produits</h3>
<p>Les produits sont livrés à l'adresse indiquée par le client, dans les zones de livraison précisées sur le site, dans le délai annoncé lors de la commande et au plus tard trente jours après celle-ci. En cas de retard, le client peut, après avoir enjoint le vendeur d'effectuer la livraison dans un délai supplémentaire raisonnable, résoudre le contrat s'il n'a pas été livré dans ce délai. Le transfert des risques intervient lorsque le client, ou un tiers désigné par lui, prend physiquement possession des produits.</p>
<p>Le client vérifie l'état des colis à la réception et signale toute anomalie (colis endommagé, produit manquant) au transporteur et au vendeur dans les meilleurs délais.</p>
<h3>Prestations de services</h3>
<p>La date de début et la durée prévisionnelle des travaux ou prestations sont indiquées sur le devis. Elles peuvent être décalées en cas d'intempéries, de force majeure ou de retard imputable au client ; le vendeur en informe alors le client sans délai. À l'achèvement des travaux, une réception est organisée en présence du client et fait l'objet d'un procès-verbal, avec ou sans réserves.</p>

<h2>Article 7 – Droit de rétractation</h2>
<p>Lorsque le contrat est conclu à distance (en ligne, par téléphone, par e-mail) ou hors établissement, le client consommateur dispose d'un délai de 14 jours pour exercer son droit de rétractation, sans avoir à motiver sa décision ni à supporter d'autres coûts que ceux prévus ci-dessous. Ce délai court :</p>
<ul>
  <li>pour les produits, à compter de la réception du bien par le client ;</li>
  <li>pour les prestations de services, à compter de la conclusion du contrat.</li>
</ul>
<p>Pour exercer ce droit, le client adresse au vendeur, avant l'expiration du délai, une déclaration dénuée d'ambiguïté, par e-mail à {{COMPANY_EMAIL}} ou par courrier à {{HEAD_OFFICE}}, par exemple : « Je vous notifie par la présente ma rétractation du contrat portant sur la vente du bien ou la prestation de services ci-dessous, commandé le … / reçu le …, nom du client, adresse du client, date et signature. »</p>
<p>Le client renvoie les produits au plus tard 14 jours après avoir communiqué sa décision ; les frais de retour sont à sa charge, sauf mention contraire. Le vendeur rembourse la totalité des sommes versées, y compris les frais de livraison initiaux au tarif standard, au plus tard 14 jours à compter de la réception de la décision de rétractation ; il peut différer le remboursement jusqu'à la récupération des produits ou la preuve de leur expédition.</p>
<p>Si le client demande expressément que l'exécution d'une prestation commence avant la fin du délai de rétractation, il reste redevable d'un montant proportionnel au service fourni jusqu'à la communication de sa décision de se rétracter.</p>
<h3>Exceptions</h3>
<p>Conformément à l'article L. 221-28 du Code de la consommation, le droit de rétractation ne peut pas être exercé, notamment, pour :</p>
<ul>
  <li>les prestations de services pleinement exécutées avant la fin du délai de rétractation, lorsque leur exécution a commencé avec l'accord préalable et exprès du client, qui a reconnu perdre son droit de rétractation ;</li>
  <li>les biens confectionnés selon les spécifications du client ou nettement personnalisés ;</li>
  <li>les biens susceptibles de se détériorer ou de se périmer rapidement ;</li>
  <li>les biens descellés par le client après la livraison et qui ne peuvent être renvoyés pour des raisons d'hygiène ou de protection de la santé ;</li>
  <li>les biens qui, après avoir été livrés, sont mélangés de manière indissociable avec d'autres articles ;</li>
  <li>les boissons alcoolisées dont la livraison est différée au-delà de trente jours et dont la valeur dépend des fluctuations du marché ;</li>
  <li>les travaux d'entretien ou de réparation à réaliser en urgence au domicile du client et expressément sollicités par lui, dans la limite des pièces de rechange et travaux strictement nécessaires pour répondre à l'urgence.</li>
</ul>

<h2>Article 8 – Garanties légales</h2>
<h3>Garantie légale de conformité</h3>
<p>Le vendeur est tenu de la garantie légale de conformité prévue aux articles L. 217-3 et suivants du Code de la consommation. Le client consommateur dispose d'un délai de deux ans à compter de la délivrance du bien pour agir. Pendant ce délai, il peut obtenir la réparation ou le remplacement du bien, sans frais, ou à défaut une réduction du prix ou la résolution du contrat. Tout défaut de conformité apparu dans les vingt-quatre mois suivant la délivrance (douze mois pour les biens d'occasion) est présumé exister au moment de la délivrance, sauf preuve contraire.</p>
<h3>Garantie des vices cachés</h3>
<p>Le vendeur est également tenu de la garantie des vices cachés prévue aux articles 1641 à 1649 du Code civil. Le client peut agir dans un délai de deux ans à compter de la découverte du vice et choisir entre la résolution de la vente et une réduction du prix.</p>
<h3>Garanties des travaux de construction</h3>
<p>Lorsque les prestations constituent des travaux de construction ou de rénovation, le client bénéficie en outre, dans les conditions des articles 1792 et suivants du Code civil, de la garantie de parfait achèvement (un an à compter de la réception), de la garantie de bon fonctionnement des équipements (deux ans) et de la garantie décennale (dix ans). Les coordonnées de l'assureur du vendeur et l'étendue géographique de la couverture figurent sur le devis.</p>
<p>Ces garanties légales s'appliquent indépendamment de toute garantie commerciale éventuellement consentie.</p>

<h2>Article 9 – Vente d'alcool</h2>
<p>Lorsque le site propose des boissons alcoolisées, leur vente à des mineurs de moins de dix-huit ans est interdite (article L. 3342-1 du Code de la santé publique). En passant commande, le client certifie avoir dix-huit ans révolus ; une pièce d'identité peut lui être demandée lors de la commande ou de la livraison. L'abus d'alcool est dangereux pour la santé, à consommer avec modération.</p>

<h2>Article 10 – Responsabilité</h2>
<p>Le vendeur n'est pas responsable de l'inexécution ou du retard d'exécution de ses obligations causé par un cas de force majeure au sens de l'article 1218 du Code civil, ni des dommages résultant d'une mauvaise utilisation des produits ou d'un défaut d'entretien des ouvrages par le client.</p>

<h2>Article 11 – Données personnelles</h2>
<p>Les données recueillies pour le traitement des commandes et des devis sont traitées conformément à notre <a href="/privacy-policy">politique de confidentialité</a>. Le client peut exercer ses droits auprès du responsable des traitements et du délégué à la protection des données, à l'adresse {{COMPANY_EMAIL}}.</p>

<h2>Article 12 – Service client et réclamations</h2>
<p>Pour toute question ou réclamation, le client peut contacter le vendeur par téléphone au {{COMPANY_PHONE}}, par e-mail à {{COMPANY_EMAIL}} ou par courrier à {{HEAD_OFFICE}}.</p>

<h2>Article 13 – Médiation des litiges de consommation</h2>
<p>Conformément aux articles L. 612-1 et suivants du Code de la consommation, le client consommateur peut recourir gratuitement à un médiateur de la consommation en vue de la résolution amiable d'un litige qui l'oppose au vendeur. Il doit au préalable avoir adressé une réclamation écrite au vendeur, et saisir le médiateur dans un délai d'un an à compter de cette réclamation. Le médiateur dont relève le vendeur est : {{CONSUMER_MEDIATOR}}.</p>

<h2>Article 14 – Droit applicable et juridiction</h2>
<p>Les présentes CGV sont soumises au droit français. À défaut de résolution amiable, tout litige relève des juridictions françaises compétentes ; le client consommateur peut saisir la juridiction du lieu où il demeurait au moment de la conclusion du contrat ou de la survenance du fait dommageable.</p>
`.trim();

export const legalTexts: Record<LegalTextKey, string> = {
  COOKIE_POLICY,
  LEGAL_NOTICE,
  PRIVACY_POLICY,
  USE_TERMS,
  SALE_TERMS,
};

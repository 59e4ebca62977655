import type { SeedArticle, SeedBlogFolder } from "../content";

/** Blog of advice (/blog-conseils): folders, one nested, and eight articles by the team. */

export const blogFolders: SeedBlogFolder[] = [
  {
    slug: "renovation-energetique",
    name: "Rénovation énergétique",
    description: "Isolation, chauffage et ventilation : consommer moins et vivre mieux dans sa maison.",
    children: [
      {
        slug: "aides-et-financement",
        name: "Aides et financement",
        description: "MaPrimeRénov', primes CEE, éco-prêt à taux zéro, TVA réduite : financer ses travaux.",
      },
    ],
  },
  {
    slug: "entretien-de-la-maison",
    name: "Entretien de la maison",
    description: "Toiture, gouttières, chauffage : les bons gestes pour une maison qui dure, en bord de mer.",
  },
  {
    slug: "amenagement-interieur",
    name: "Aménagement intérieur",
    description: "Salles de bains, cuisines et pièces de vie : nos conseils avant de se lancer.",
  },
];

const cover = (file: string, alt: string) => ({ file: `blog/${file}`, alt });

export const articles: SeedArticle[] = [
  {
    slug: "isolation-combles-perdus",
    folder: "renovation-energetique",
    title: "Isolation des combles perdus : ce qu'il faut savoir avant de se lancer",
    excerpt:
      "Jusqu'à 30 % de la chaleur d'une maison mal isolée s'échappe par le toit. Isoler ses combles perdus est souvent le premier chantier à mener : voici comment bien le préparer.",
    author: "Maëlle Guillou",
    tags: ["isolation", "combles", "economies-energie"],
    publishedAt: "2026-10-07T07:30:00Z",
    cover: cover("isolation-combles.svg", "Combles perdus recouverts d'une épaisse couche d'isolant soufflé"),
    body: `
<p class="lead">Dans une maison non isolée, le toit est la première source de déperditions. Bonne nouvelle&nbsp;: les combles perdus sont aussi la partie la plus simple et la moins chère à isoler. Voici ce que nous vérifions avant chaque chantier.</p>
<h2>Combles perdus ou aménageables&nbsp;?</h2>
<p>On parle de combles perdus lorsque l'espace sous la toiture n'est pas habitable&nbsp;: charpente en fermettes, hauteur insuffisante, simple trappe d'accès. On isole alors le plancher, en déposant l'isolant directement sur le plafond des pièces du dessous. Si vos combles sont aménageables, on isole plutôt les rampants de la toiture&nbsp;: c'est un autre chantier.</p>
<h2>Soufflage ou déroulage&nbsp;?</h2>
<p>Deux techniques existent. Le <strong>soufflage</strong> projette un isolant en vrac (ouate de cellulose, laine de verre ou de roche) à l'aide d'une machine&nbsp;: il se glisse partout, même autour des fermettes, et se pose en une demi-journée. Le <strong>déroulage</strong> de rouleaux de laine minérale convient aux combles dégagés et faciles d'accès. Dans la plupart des maisons du Morbihan, nous recommandons le soufflage, plus rapide et sans joint.</p>
<h2>Quelle épaisseur viser&nbsp;?</h2>
<p>Pour bénéficier des aides, la résistance thermique doit atteindre au moins <strong>R = 7&nbsp;m².K/W</strong>. Selon l'isolant, cela représente 30 à 40&nbsp;cm après tassement. Nous mesurons l'épaisseur posée à l'aide de piges graduées, visibles depuis la trappe&nbsp;: vous pouvez contrôler vous-même.</p>
<h2>Les points de vigilance</h2>
<ul>
  <li>Les spots encastrés et les conduits de cheminée doivent être protégés par des capots et des écarts au feu.</li>
  <li>La trappe d'accès doit être isolée elle aussi, sinon elle devient un point froid.</li>
  <li>Une ventilation efficace est indispensable&nbsp;: une maison mieux isolée doit continuer à évacuer l'humidité.</li>
  <li>Un chemin de circulation peut être prévu pour accéder à la VMC ou à l'antenne.</li>
</ul>
<aside class="tip"><p>Avant de faire isoler, faites le tri dans les combles&nbsp;: l'isolant soufflé recouvre tout ce qui reste au sol.</p></aside>
<h2>Combien ça coûte&nbsp;?</h2>
<p>Comptez en général entre 25 et 40&nbsp;€ TTC par m² posé avant aides, selon l'isolant et l'accès. MaPrimeRénov' et les primes CEE peuvent réduire nettement ce montant si le chantier est réalisé par une entreprise RGE comme la nôtre. Nous chiffrons les aides sur chaque devis.</p>`,
  },
  {
    slug: "pompe-a-chaleur-maison-bretonne",
    folder: "renovation-energetique",
    title: "Pompe à chaleur air-eau : est-ce adapté à une maison bretonne ?",
    excerpt:
      "Climat doux, hivers humides, maisons en pierre ou en parpaing : le Morbihan réunit de bonnes conditions pour une pompe à chaleur, à condition de bien la dimensionner.",
    author: "Erwan Le Goff",
    tags: ["pompe-a-chaleur", "chauffage"],
    publishedAt: "2026-09-15T07:30:00Z",
    cover: cover(
      "pompe-a-chaleur.svg",
      "Unité extérieure de pompe à chaleur contre le pignon d'une maison bretonne",
    ),
    body: `
<p class="lead">C'est la question que l'on nous pose le plus souvent lors des visites. La réponse courte&nbsp;: oui, dans la grande majorité des cas. La réponse longue tient en quatre points.</p>
<h2>Un climat favorable</h2>
<p>Le rendement d'une pompe à chaleur air-eau baisse quand il fait très froid dehors. Or, dans le Golfe du Morbihan, les températures descendent rarement sous 0&nbsp;°C et les gelées durent peu. La pompe à chaleur fonctionne donc la plupart de l'hiver avec un excellent rendement&nbsp;: pour 1&nbsp;kWh d'électricité consommé, elle en restitue en moyenne 3 à 4 sous forme de chaleur.</p>
<h2>L'isolation d'abord</h2>
<p>Une pompe à chaleur installée dans une maison qui laisse filer la chaleur devra être surdimensionnée, donc plus chère et moins efficace. Avant de remplacer une chaudière, nous vérifions l'isolation des combles, des murs et des menuiseries. Parfois, isoler les combles d'abord permet de choisir un modèle plus petit.</p>
<h2>Vos radiateurs actuels</h2>
<p>Une pompe à chaleur produit de l'eau moins chaude qu'une chaudière fioul. Les radiateurs en fonte, volumineux, s'y prêtent très bien&nbsp;; les petits radiateurs en acier doivent parfois être remplacés. Nous faisons le calcul pièce par pièce lors de l'étude.</p>
<h2>L'emplacement de l'unité extérieure</h2>
<ul>
  <li>À l'abri des vents dominants et des embruns directs, sur un support anti-vibrations.</li>
  <li>À distance des fenêtres des chambres et de la limite de propriété, pour le bruit.</li>
  <li>Une déclaration préalable en mairie peut être nécessaire, notamment en secteur protégé.</li>
</ul>
<p>Bien posée et entretenue tous les deux ans, une pompe à chaleur air-eau dure une quinzaine d'années. C'est aujourd'hui la solution la plus courante pour sortir du fioul dans nos campagnes.</p>`,
  },
  {
    slug: "maprimerenov-monter-son-dossier",
    folder: "aides-et-financement",
    title: "MaPrimeRénov' : qui peut en bénéficier et comment monter son dossier",
    excerpt:
      "Propriétaires occupants ou bailleurs, revenus modestes ou non : tour d'horizon de l'aide de l'État à la rénovation énergétique et des étapes à respecter pour ne pas la perdre.",
    author: "Sophie Danet",
    tags: ["aides", "maprimerenov", "financement"],
    publishedAt: "2026-06-02T07:30:00Z",
    cover: cover("maprimerenov.svg", "Dossier d'aides, calculatrice et maquette de maison sur un bureau"),
    body: `
<p class="lead">MaPrimeRénov' est l'aide principale de l'État pour les travaux de rénovation énergétique. Ses règles évoluent chaque année&nbsp;: voici les principes stables et la marche à suivre, telle que nous la pratiquons avec nos clients.</p>
<h2>Qui peut en bénéficier&nbsp;?</h2>
<p>Les propriétaires, occupants ou bailleurs, d'un logement achevé depuis au moins quinze ans et utilisé comme résidence principale. Le montant dépend des revenus du foyer, répartis en quatre catégories, et de la nature des travaux.</p>
<h2>Deux façons d'être aidé</h2>
<ul>
  <li><strong>Par geste</strong>&nbsp;: une aide forfaitaire pour un équipement ou un poste précis, par exemple une pompe à chaleur ou un poêle à granulés.</li>
  <li><strong>Rénovation d'ampleur</strong>&nbsp;: un accompagnement obligatoire par un Accompagnateur Rénov' et un bouquet de travaux qui fait gagner plusieurs classes au diagnostic de performance énergétique.</li>
</ul>
<h2>Les étapes à respecter</h2>
<ol>
  <li>Faire établir un devis par une entreprise certifiée RGE, qui précise les performances des matériaux.</li>
  <li>Créer son compte et déposer la demande sur le site officiel <strong>avant de signer le devis</strong>.</li>
  <li>Attendre l'accord de l'Anah, puis faire réaliser les travaux.</li>
  <li>Envoyer la facture pour obtenir le versement de la prime.</li>
</ol>
<aside class="warning"><p>Un devis signé avant le dépôt de la demande fait perdre le droit à l'aide. Nous vous remettons toujours un devis «&nbsp;non signé&nbsp;» à joindre au dossier.</p></aside>
<h2>Ce que nous faisons pour vous</h2>
<p>Sophie, à notre bureau de Vannes, vous aide à créer votre compte, vérifie les pièces et suit le dossier jusqu'au versement. Ce service est compris dans nos devis, sans supplément.</p>`,
  },
  {
    slug: "eco-ptz-tva-reduite-cumuler-les-aides",
    folder: "aides-et-financement",
    title: "Éco-prêt à taux zéro et TVA réduite : cumuler les aides",
    excerpt:
      "MaPrimeRénov' n'est pas la seule aide : l'éco-PTZ finance le reste à charge sans intérêts, les primes CEE s'y ajoutent et la TVA descend à 5,5 %. Mode d'emploi.",
    author: "Sophie Danet",
    tags: ["aides", "eco-ptz", "tva", "financement"],
    publishedAt: "2026-03-10T07:30:00Z",
    cover: cover("eco-ptz.svg", "Maison, tirelire et pièces symbolisant le financement des travaux"),
    body: `
<p class="lead">Pour un même chantier, plusieurs dispositifs peuvent se combiner. Bien les articuler réduit sensiblement le reste à payer.</p>
<h2>La TVA à 5,5&nbsp;%</h2>
<p>Les travaux d'amélioration énergétique (isolation, pompe à chaleur, poêle, fenêtres performantes) dans un logement de plus de deux ans bénéficient d'une TVA à 5,5&nbsp;% au lieu de 20&nbsp;%. Les travaux qui leur sont liés, comme les finitions, profitent du même taux. Il suffit de nous remettre une attestation simplifiée, que nous préparons.</p>
<h2>Les primes CEE</h2>
<p>Les certificats d'économies d'énergie obligent les fournisseurs d'énergie à financer des travaux. Ils se cumulent avec MaPrimeRénov'. La demande doit, elle aussi, être faite avant la signature du devis.</p>
<h2>L'éco-prêt à taux zéro</h2>
<p>L'éco-PTZ permet d'emprunter sans intérêts pour financer le reste à charge, sans condition de revenus. Il est proposé par les banques ayant signé une convention avec l'État. Le devis de l'entreprise RGE sert de justificatif.</p>
<table>
  <caption>Exemple de plan de financement pour une pompe à chaleur air-eau</caption>
  <thead><tr><th scope="col">Poste</th><th scope="col">Montant indicatif</th></tr></thead>
  <tbody>
    <tr><td>Devis TTC (TVA 5,5&nbsp;%)</td><td>12&nbsp;400&nbsp;€</td></tr>
    <tr><td>MaPrimeRénov' (revenus intermédiaires)</td><td>−3&nbsp;000&nbsp;€</td></tr>
    <tr><td>Prime CEE</td><td>−2&nbsp;500&nbsp;€</td></tr>
    <tr><td>Reste à charge, finançable par éco-PTZ</td><td>6&nbsp;900&nbsp;€</td></tr>
  </tbody>
</table>
<p>Ces montants sont donnés à titre d'illustration&nbsp;: ils dépendent de vos revenus et des barèmes en vigueur. Nous établissons votre plan de financement personnalisé lors de la remise du devis.</p>`,
  },
  {
    slug: "entretenir-toiture-ardoise-bord-de-mer",
    folder: "entretien-de-la-maison",
    title: "Entretenir sa toiture en ardoise en bord de mer",
    excerpt:
      "Une toiture en ardoise naturelle peut durer un siècle, à condition de la surveiller. Vent, sel et mousses : nos conseils pour la garder étanche.",
    author: "Yann Le Corre",
    tags: ["toiture", "ardoise", "entretien"],
    publishedAt: "2025-11-04T07:30:00Z",
    cover: cover(
      "toiture-ardoise.svg",
      "Toiture en ardoise et gouttière en zinc d'une maison au bord du golfe",
    ),
    body: `
<p class="lead">L'ardoise naturelle est le matériau de couverture traditionnel du Morbihan. Robuste, elle n'en reste pas moins exposée au vent et à l'humidité du littoral. Quelques contrôles réguliers évitent la plupart des infiltrations.</p>
<h2>Une inspection après chaque tempête</h2>
<p>Depuis le jardin, avec une paire de jumelles, repérez les ardoises glissées, cassées ou manquantes, surtout en rive et au faîtage. Une ardoise déplacée laisse passer l'eau dès la pluie suivante&nbsp;: mieux vaut la faire remettre en place rapidement. Ne montez jamais sur une toiture mouillée.</p>
<h2>Mousses et lichens</h2>
<p>En bord de mer, les versants nord se couvrent vite de mousses. Elles retiennent l'humidité et, avec le gel, font éclater l'ardoise. Un démoussage tous les trois à cinq ans suffit&nbsp;: brossage doux, puis traitement anti-mousse. Proscrivez le nettoyeur haute pression, qui abîme les ardoises et force l'eau sous la couverture.</p>
<h2>Gouttières et zinguerie</h2>
<ul>
  <li>Curez les gouttières chaque automne, après la chute des feuilles.</li>
  <li>Vérifiez les crochets et l'écoulement des descentes.</li>
  <li>Surveillez les solins autour des cheminées et des fenêtres de toit&nbsp;: c'est là que naissent la plupart des fuites.</li>
</ul>
<h2>Quand faut-il refaire la toiture&nbsp;?</h2>
<p>Des réparations qui se multiplient, des ardoises qui se délitent ou des crochets rouillés signalent une couverture en fin de vie. Une réfection complète est alors l'occasion d'isoler les rampants et de poser un écran sous-toiture. Nous établissons un diagnostic gratuit avant de vous proposer l'une ou l'autre solution.</p>`,
  },
  {
    slug: "preparer-sa-maison-pour-l-hiver",
    folder: "entretien-de-la-maison",
    title: "Préparer sa maison pour l'hiver : la check-list de nos techniciens",
    excerpt:
      "Chauffage, gouttières, ventilation, menuiseries : dix vérifications à faire en octobre pour passer l'hiver au chaud et sans mauvaise surprise.",
    author: "Yann Le Corre",
    tags: ["entretien", "hiver", "chauffage"],
    publishedAt: "2025-10-14T07:30:00Z",
    cover: cover("check-list-hiver.svg", "Maison sous la pluie d'automne et liste de contrôle cochée"),
    body: `
<p class="lead">Les premiers coups de vent d'automne sont le moment idéal pour faire le tour de la maison. Voici la liste que suivent nos techniciens lors des visites de nos clients sous contrat.</p>
<h2>Chauffage et eau chaude</h2>
<ul>
  <li>Faites réaliser l'entretien annuel de la chaudière ou du poêle avant la saison de chauffe, et celui de la pompe à chaleur tous les deux ans.</li>
  <li>Purgez les radiateurs qui chauffent mal en haut.</li>
  <li>Vérifiez la pression du circuit de chauffage&nbsp;: entre 1 et 2 bars le plus souvent.</li>
</ul>
<h2>Toiture et évacuations</h2>
<ul>
  <li>Curez les gouttières et contrôlez les descentes.</li>
  <li>Repérez les ardoises déplacées après les premiers coups de vent.</li>
  <li>Dégagez les grilles et regards d'eaux pluviales.</li>
</ul>
<h2>Ventilation et menuiseries</h2>
<ul>
  <li>Nettoyez les bouches de VMC et les entrées d'air des fenêtres.</li>
  <li>Vérifiez les joints des fenêtres et des portes&nbsp;: un joint écrasé laisse passer l'air et l'eau.</li>
  <li>Graissez les volets roulants et les paumelles exposées au sel.</li>
</ul>
<h2>En cas d'absence prolongée</h2>
<p>Coupez l'eau au compteur, laissez le chauffage en mode hors-gel et demandez à un voisin ou à un professionnel de passer après les tempêtes. C'est le principe de notre contrat «&nbsp;Résidence secondaire&nbsp;», très demandé dans la presqu'île de Rhuys.</p>`,
  },
  {
    slug: "vmc-indispensable-apres-renovation",
    folder: "renovation-energetique",
    title: "Ventilation : pourquoi une VMC est indispensable après une rénovation",
    excerpt:
      "Une maison mieux isolée et mieux fermée garde aussi son humidité. Sans ventilation adaptée, condensation et moisissures apparaissent : explications et solutions.",
    author: "Maëlle Guillou",
    tags: ["ventilation", "vmc", "qualite-de-l-air"],
    publishedAt: "2026-01-20T07:30:00Z",
    cover: cover("ventilation-vmc.svg", "Caisson de VMC et gaines dans des combles isolés"),
    body: `
<p class="lead">Une famille de quatre personnes produit chaque jour une dizaine de litres de vapeur d'eau&nbsp;: respiration, douches, cuisine, linge. Dans une maison ancienne, cette humidité s'échappait par les fuites d'air. Une fois la maison isolée et les fenêtres remplacées, elle doit être évacuée autrement.</p>
<h2>Les signes d'une ventilation insuffisante</h2>
<ul>
  <li>Buée sur les vitres le matin, surtout dans les chambres.</li>
  <li>Taches noires dans les angles des plafonds ou derrière les meubles.</li>
  <li>Odeurs persistantes et sensation d'air lourd.</li>
</ul>
<h2>Simple flux ou double flux&nbsp;?</h2>
<p>La <strong>VMC simple flux hygroréglable</strong> extrait l'air des pièces humides en adaptant son débit au taux d'humidité&nbsp;; l'air neuf entre par des bouches sur les fenêtres. Économique et facile à poser, elle convient à la plupart des rénovations. La <strong>VMC double flux</strong> récupère la chaleur de l'air extrait pour réchauffer l'air neuf&nbsp;: plus performante, elle demande de la place pour les gaines et un entretien régulier des filtres.</p>
<h2>Bien entretenir sa VMC</h2>
<p>Nettoyez les bouches d'extraction deux fois par an à l'eau savonneuse, sans jamais les boucher. Pour une double flux, changez les filtres tous les six mois environ. Et surtout, ne coupez jamais la VMC, même en hiver&nbsp;: elle consomme très peu.</p>
<aside class="note"><p>Nous intégrons systématiquement la ventilation à nos projets d'isolation. C'est une condition de la réussite du chantier, et de votre santé.</p></aside>`,
  },
  {
    slug: "douche-a-l-italienne-points-a-verifier",
    folder: "amenagement-interieur",
    title: "Douche à l'italienne : les points à vérifier avant de se lancer",
    excerpt:
      "Élégante et accessible, la douche de plain-pied demande une préparation soignée : évacuation, étanchéité, pente et ventilation. Ce qu'il faut savoir.",
    author: "Yann Le Corre",
    tags: ["salle-de-bains", "douche", "accessibilite"],
    publishedAt: "2025-05-27T07:30:00Z",
    cover: cover("douche-italienne.svg", "Douche à l'italienne avec paroi vitrée et carrelage grand format"),
    body: `
<p class="lead">Remplacer une baignoire par une douche de plain-pied est l'un des chantiers les plus demandés. Pour qu'elle reste belle et étanche pendant des années, quatre points doivent être vérifiés dès la visite.</p>
<h2>L'évacuation</h2>
<p>L'eau doit s'écouler avec une pente suffisante jusqu'à la descente. À l'étage, on peut creuser légèrement la chape ou poser un receveur extra-plat&nbsp;; sur un plancher bois, on choisit un receveur adapté. Nous contrôlons le tracé des évacuations avant de vous proposer une solution.</p>
<h2>L'étanchéité</h2>
<p>Sous le carrelage, un système d'étanchéité liquide ou en natte protège le sol et le bas des murs. C'est la partie invisible du chantier, mais c'est elle qui garantit l'absence d'infiltration chez vous ou chez vos voisins.</p>
<h2>Le sol et la paroi</h2>
<ul>
  <li>Un carrelage antidérapant (classement PN12 ou plus) évite les glissades.</li>
  <li>Une paroi fixe d'au moins 1,20&nbsp;m limite les éclaboussures sans porte à manipuler.</li>
  <li>Un mitigeur thermostatique évite les brûlures, notamment pour les enfants et les aînés.</li>
</ul>
<h2>La ventilation</h2>
<p>Une douche ouverte génère beaucoup de vapeur. Une bouche de VMC dans la salle de bains est indispensable pour éviter moisissures et joints noircis.</p>
<p>Dans le cadre d'une adaptation du logement au vieillissement, des aides spécifiques peuvent financer une partie des travaux. Nous vous indiquons celles auxquelles vous pouvez prétendre.</p>`,
  },
];

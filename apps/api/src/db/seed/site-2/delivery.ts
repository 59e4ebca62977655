import type { RelayOpeningHours } from "../../schema/delivery";
import type { SeedDelivery, SeedRelayPoint } from "../delivery";

/**
 * How the Domaine des Trois Moulins ships: Colissimo to the door (mainland France by bottle count,
 * Corsica, the EU when the estate sells there), Mondial Relay to a dozen relay points of the
 * vineyard, Nantes and Clisson, and pickup at the cellar in Vallet.
 */

const days = (weekdays: number[], periods: Array<[string, string]>) =>
  weekdays.map((weekday) => ({ weekday, periods: periods.map(([start, end]) => ({ start, end })) }));

/** A village shop: closed on Sunday and Monday morning, a long lunch break. */
const VILLAGE: RelayOpeningHours = [
  ...days([1], [["14:30", "19:00"]]),
  ...days(
    [2, 3, 4, 5],
    [
      ["08:30", "12:30"],
      ["14:30", "19:00"],
    ],
  ),
  ...days([6], [["08:30", "12:30"]]),
];
/** A tobacconist and newsagent: early mornings, Sunday morning too. */
const TABAC: RelayOpeningHours = [
  ...days([1, 2, 3, 4, 5, 6], [["07:00", "19:30"]]),
  ...days([7], [["08:00", "12:30"]]),
];
/** A town-centre shop: Tuesday to Saturday, no lunch break. */
const TOWN: RelayOpeningHours = days([2, 3, 4, 5, 6], [["10:00", "19:00"]]);

const point = (
  code: string,
  name: string,
  addLine1: string,
  zipCode: string,
  city: string,
  offset: [number, number],
  openingHours: RelayOpeningHours,
): SeedRelayPoint => ({ code, name, addLine1, zipCode, city, offset, openingHours });

const RELAY_POINTS: SeedRelayPoint[] = [
  point(
    "MR-44330-001",
    "Tabac-Presse Le Valletais",
    "4 place Charles de Gaulle",
    "44330",
    "Vallet",
    [40, -60],
    TABAC,
  ),
  point("MR-44330-002", "Fleurs du Vignoble", "17 rue d'Anjou", "44330", "Vallet", [-420, 310], VILLAGE),
  point(
    "MR-44330-003",
    "Épicerie du Pallet",
    "3 rue Pierre Abélard",
    "44330",
    "Le Pallet",
    [80, 40],
    VILLAGE,
  ),
  point(
    "MR-44330-004",
    "Bar-Tabac de l'Église",
    "1 place de l'Église",
    "44330",
    "Mouzillon",
    [-30, 20],
    TABAC,
  ),
  point(
    "MR-44330-005",
    "Boulangerie La Chapelloise",
    "8 rue du Stade",
    "44330",
    "La Chapelle-Heulin",
    [150, -90],
    VILLAGE,
  ),
  point("MR-44190-001", "Librairie du Château", "12 rue Saint-Jacques", "44190", "Clisson", [-120, 60], TOWN),
  point("MR-44190-002", "Pressing des Halles", "5 place du Minage", "44190", "Clisson", [60, 140], TOWN),
  point("MR-44190-003", "Tabac de la Sèvre", "2 rue de Nantes", "44190", "Gorges", [90, 120], TABAC),
  point(
    "MR-44430-001",
    "Maison de la Presse du Loroux",
    "9 place Saint-Jean",
    "44430",
    "Le Loroux-Bottereau",
    [20, -40],
    TABAC,
  ),
  point("MR-44000-001", "Épicerie fine Graslin", "6 rue Racine", "44000", "Nantes", [-700, -350], TOWN),
  point(
    "MR-44000-002",
    "Cordonnerie de l'Île",
    "22 boulevard du Général de Gaulle",
    "44200",
    "Nantes",
    [600, -1500],
    TOWN,
  ),
  point(
    "MR-44300-001",
    "Relais Presse Saint-Joseph",
    "45 route de Saint-Joseph",
    "44300",
    "Nantes",
    [1800, 2600],
    TABAC,
  ),
  point(
    "MR-44230-001",
    "Tabac Presse du Douet",
    "3 rue Jean Macé",
    "44230",
    "Saint-Sébastien-sur-Loire",
    [-200, 150],
    TABAC,
  ),
];

/** French public holidays the cellar closes on, from `today` on (fixed dates only). */
function holidays(today: Date) {
  const year = today.getUTCFullYear();
  const fixed: Array<[string, string]> = [
    ["01-01", "Jour de l'an"],
    ["05-01", "Fête du travail"],
    ["05-08", "Victoire 1945"],
    ["07-14", "Fête nationale"],
    ["08-15", "Assomption"],
    ["11-01", "Toussaint"],
    ["11-11", "Armistice 1918"],
    ["12-25", "Noël"],
  ];
  const now = today.toISOString().slice(0, 10);
  return [year, year + 1]
    .flatMap((y) => fixed.map(([day, label]) => ({ date: `${y}-${day}`, label })))
    .filter(({ date }) => date >= now);
}

export const delivery: SeedDelivery = {
  carriers: [
    {
      name: "Colissimo à domicile",
      kind: "DELIVERY",
      description: "Remise en main propre contre signature, cartons protecteurs pour bouteilles.",
      delay: "2 à 4 jours ouvrés",
      icon: "fa-solid fa-truck",
      trackingUrl: "https://www.laposte.fr/outils/suivre-vos-envois?code={numero}",
      rates: [
        { zone: "FR_METRO", minBottles: 0, maxBottles: 3, price: 1490 },
        { zone: "FR_METRO", minBottles: 4, maxBottles: 6, price: 1790 },
        { zone: "FR_METRO", minBottles: 7, maxBottles: 12, price: 2290 },
        { zone: "FR_METRO", minBottles: 13, maxBottles: 18, price: 2790 },
        { zone: "FR_METRO", minBottles: 19, maxBottles: 36, price: 3490 },
        { zone: "FR_CORSE", minBottles: 0, maxBottles: 6, price: 2990 },
        { zone: "FR_CORSE", minBottles: 7, maxBottles: 12, price: 3990 },
        { zone: "FR_CORSE", minBottles: 13, maxBottles: 36, price: 5490 },
        { zone: "EU", minBottles: 0, maxBottles: 6, price: 3900 },
        { zone: "EU", minBottles: 7, maxBottles: 12, price: 5500 },
        { zone: "EU", minBottles: 13, maxBottles: 24, price: 7900 },
      ],
    },
    {
      name: "Mondial Relay en point relais",
      kind: "PICKUP",
      description:
        "Retrait dans l'un de nos points relais partenaires, sur présentation d'une pièce d'identité.",
      delay: "3 à 5 jours ouvrés",
      icon: "fa-solid fa-store",
      trackingUrl: "https://www.mondialrelay.fr/suivi-de-colis/?numeroExpedition={numero}",
      rates: [
        { zone: "FR_METRO", minBottles: 0, maxBottles: 6, price: 890 },
        // From 100 € of wine, the small parcels travel cheaper.
        { zone: "FR_METRO", minBottles: 0, maxBottles: 6, minAmount: 10000, price: 590 },
        { zone: "FR_METRO", minBottles: 7, maxBottles: 12, price: 1190 },
        { zone: "FR_METRO", minBottles: 13, maxBottles: 18, price: 1590 },
      ],
      relayPoints: RELAY_POINTS,
    },
  ],
  pickup: {
    addressName: "Caveau du domaine",
    name: "Caveau du domaine",
    description: "Votre commande vous attend au caveau, à La Grande Moulinière.",
    schedules: [
      ...[2, 3, 4, 5].flatMap((weekday) => [
        { weekday, startTime: "10:00", endTime: "12:30", capacity: 6 },
        { weekday, startTime: "14:00", endTime: "18:30", capacity: 10 },
      ]),
      { weekday: 6, startTime: "10:00", endTime: "12:30", capacity: 8 },
      { weekday: 6, startTime: "14:00", endTime: "18:00", capacity: 8 },
    ],
    closedDays: holidays,
  },
};

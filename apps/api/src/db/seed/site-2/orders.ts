import type { SeedOrder } from "../orders";

/**
 * The estate's recent orders, so that a fresh shop has a dashboard and an order list to look at:
 * eleven orders of the last six weeks, by guests, at home, at a relay point and at the cellar, in
 * every state a shop sees (one card payment abandoned, one bank transfer still expected).
 */

const nantes = { firstPart: "12 rue Crébillon", postalCode: "44000", city: "Nantes" };

export const orders: SeedOrder[] = [
  {
    daysAgo: 43,
    time: "09:12",
    customer: {
      firstname: "Claire",
      lastname: "Martin",
      email: "claire.martin@example.fr",
      phone: "06 12 34 56 78",
    },
    address: nantes,
    paymentMethod: "CARD",
    delivery: { kind: "home" },
    lines: [
      ["TM-MVV-24-75", 6],
      ["TM-CRE-BRUT-75", 3],
    ],
    status: "delivered",
  },
  {
    daysAgo: 38,
    time: "18:40",
    customer: {
      firstname: "Julien",
      lastname: "Lefèvre",
      email: "julien.lefevre@example.fr",
      phone: "06 23 45 67 89",
    },
    address: { firstPart: "4 impasse des Vignes", postalCode: "44330", city: "Vallet" },
    paymentMethod: "ON_SITE",
    delivery: { kind: "cellar", afterDays: 3, slot: "14:00" },
    lines: [["TM-MUS-25-75", 12]],
    status: "collected",
    message: "Pour la fête des voisins, merci !",
  },
  {
    daysAgo: 31,
    time: "12:05",
    customer: {
      firstname: "Sophie",
      lastname: "Bernard",
      email: "sophie.bernard@example.fr",
      phone: "07 34 56 78 90",
    },
    address: { firstPart: "28 rue de la Garenne", postalCode: "44190", city: "Clisson" },
    paymentMethod: "CARD",
    delivery: { kind: "relay", code: "MR-44190-001" },
    lines: [
      ["TM-COF-DEC-3", 1],
      ["TM-ROS-25-75", 2],
    ],
    status: "delivered",
  },
  {
    daysAgo: 26,
    time: "21:18",
    customer: {
      firstname: "Thomas",
      lastname: "Girard",
      email: "thomas.girard@example.fr",
      phone: "06 45 67 89 01",
    },
    address: { firstPart: "9 avenue Jean Jaurès", postalCode: "49000", city: "Angers" },
    paymentMethod: "CARD",
    delivery: { kind: "home" },
    lines: [["TM-GOR-20-75", 3]],
    status: "cancelled",
  },
  {
    daysAgo: 19,
    time: "10:30",
    customer: {
      firstname: "Hélène",
      lastname: "Moreau",
      email: "helene.moreau@example.fr",
      phone: "06 56 78 90 12",
    },
    address: { firstPart: "17 rue Oberkampf", postalCode: "75011", city: "Paris" },
    paymentMethod: "TRANSFER",
    delivery: { kind: "home" },
    lines: [
      ["TM-CAI-BUL-6", 1],
      ["TM-CTH-21-75", 6],
    ],
    status: "delivered",
    message: "Livraison au bureau possible en semaine.",
  },
  {
    daysAgo: 12,
    time: "16:47",
    customer: {
      firstname: "Marc",
      lastname: "Dubois",
      email: "marc.dubois@example.fr",
      phone: "06 67 89 01 23",
    },
    address: { firstPart: "3 place du Bouffay", postalCode: "44000", city: "Nantes" },
    paymentMethod: "CARD",
    delivery: { kind: "relay", code: "MR-44000-001" },
    lines: [["TM-SAU-25-75", 6]],
    status: "shipped",
  },
  {
    daysAgo: 8,
    time: "11:22",
    customer: {
      firstname: "Émilie",
      lastname: "Roux",
      email: "emilie.roux@example.fr",
      phone: "07 78 90 12 34",
    },
    address: { firstPart: "21 rue du Château", postalCode: "44190", city: "Clisson" },
    paymentMethod: "CARD",
    delivery: { kind: "cellar", afterDays: 9, slot: "10:00" },
    lines: [
      ["TM-CLI-23-75", 6],
      ["TM-MUS-24-150", 1],
    ],
    status: "readyForPickup",
  },
  {
    daysAgo: 5,
    time: "08:55",
    customer: {
      firstname: "Nicolas",
      lastname: "Petit",
      email: "nicolas.petit@example.fr",
      phone: "06 89 01 23 45",
    },
    address: { firstPart: "40 rue Mercière", postalCode: "69002", city: "Lyon" },
    paymentMethod: "CARD",
    delivery: { kind: "home" },
    lines: [["TM-CRP-20-75", 6]],
    status: "preparing",
  },
  {
    daysAgo: 3,
    time: "14:10",
    customer: {
      firstname: "Anne",
      lastname: "Lambert",
      email: "anne.lambert@example.fr",
      phone: "06 90 12 34 56",
    },
    address: { firstPart: "8 quai Duguay-Trouin", postalCode: "35000", city: "Rennes" },
    paymentMethod: "CHEQUE",
    delivery: { kind: "home" },
    lines: [
      ["TM-GAM-24-75", 2],
      ["TM-CAF-23-75", 4],
    ],
    status: "paid",
  },
  {
    daysAgo: 2,
    time: "19:33",
    customer: {
      firstname: "Camille",
      lastname: "Garnier",
      email: "camille.garnier@example.fr",
      phone: "07 01 23 45 67",
    },
    address: { firstPart: "2 rue Jean Macé", postalCode: "44230", city: "Saint-Sébastien-sur-Loire" },
    paymentMethod: "CARD",
    delivery: { kind: "relay", code: "MR-44230-001" },
    lines: [["TM-CRR-BRUT-75", 6]],
    status: "paid",
  },
  {
    daysAgo: 1,
    time: "10:02",
    customer: {
      firstname: "Pierre",
      lastname: "Fontaine",
      email: "pierre.fontaine@example.fr",
      phone: "06 11 22 33 44",
    },
    address: { firstPart: "55 cours de l'Intendance", postalCode: "33000", city: "Bordeaux" },
    paymentMethod: "TRANSFER",
    delivery: { kind: "home" },
    lines: [
      ["TM-PAL-22-75", 6],
      ["TM-MSF-21-75", 6],
    ],
    status: "awaitingPayment",
  },
];

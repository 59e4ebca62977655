import type { IconDefinition } from "@fortawesome/fontawesome-common-types";
import {
  faBacon,
  faCakeCandles,
  faCarrot,
  faChampagneGlasses,
  faCheese,
  faCow,
  faDrumstickBite,
  faFire,
  faFish,
  faLeaf,
  faPepperHot,
  faShrimp,
  faUtensils,
} from "@fortawesome/free-solid-svg-icons";
import type { MealIconKey } from "@vitrine/shared/catalog-rules";

/** The drawing of each food pairing (GET /parameter/product/meal-icon). */
export const MEAL_ICONS: Record<MealIconKey, IconDefinition> = {
  seafood: faShrimp,
  fish: faFish,
  poultry: faDrumstickBite,
  meat: faCow,
  pork: faBacon,
  cheese: faCheese,
  vegetables: faCarrot,
  salad: faLeaf,
  grill: faFire,
  spicy: faPepperHot,
  dessert: faCakeCandles,
  aperitif: faChampagneGlasses,
  meal: faUtensils,
};

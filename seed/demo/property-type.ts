// What a demo offer describes: the property's size, rooms and features. Prices,
// attributes, texts and photos derive from it.
import type { ListingType } from '#contract/listing-types.ts';

export type Property = {
  listingType: ListingType;
  root: string;
  child: string;
  /** Singular noun for titles: 'semi-detached house', 'studio flat', 'office'. */
  noun: string;
  /** null for studios and non-residential property. */
  bedrooms: number | null;
  bathrooms: number | null;
  receptions: number | null;
  areaM2: number;
  /** Land only. */
  acres: number | null;
  floor: string | null;
  floorsInBuilding: number | null;
  condition: string;
  yearBuilt: string;
  parking: number;
  extras: string[];
  nearby: string[];
  ownership: string[];
  leaseYears: number | null;
  newBuild: boolean;
  /** Seek-property only: looking to buy or to rent. */
  wanted: 'buy' | 'rent' | null;
  /** Hotels, B&Bs and care homes: letting rooms. */
  lettingRooms: number | null;
};

// Spec 2.10: a copyright line with the current year, starting 2021.
export const COPYRIGHT_FROM = 2021;

export function copyrightLine(year: number): string {
  return year > COPYRIGHT_FROM ? `© ${COPYRIGHT_FROM}-${year} Dazu` : `© ${COPYRIGHT_FROM} Dazu`;
}

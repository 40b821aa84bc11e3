// The footer's copyright line: from 2021 to the current year.
export const COPYRIGHT_FROM = 2021;

export function copyrightLine(year: number): string {
  return year > COPYRIGHT_FROM ? `© ${COPYRIGHT_FROM}-${year} Dazu` : `© ${COPYRIGHT_FROM} Dazu`;
}

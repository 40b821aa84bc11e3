// Known robots: crawlers, link previews, monitors, headless browsers and HTTP
// libraries, as the isbot package lists them (kept up to date by its maintainers), plus
// any client that sends no User-Agent at all (browsers always do). They are not
// counted as visitors and get a smaller page budget than people.
import { isbot } from 'isbot';

export function isRobot(userAgent: string | undefined): boolean {
  return !userAgent?.trim() || isbot(userAgent);
}

/**
 * How many cards a group of the day list holds (dayListHtml.ts): more than a tall desktop screen shows
 * (1920 × 1440: nine), so the first group is the first screenful, drawn with the list itself, and each
 * later group is laid out only when it comes near the screen (classes.css.ts).
 */
export const CARDS_PER_GROUP = 12;

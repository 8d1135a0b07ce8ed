/** "1 place left", "5 places left", "Full": how a class, a course or a camp says what is left. */
export function placesLeftText(available: number): string {
  if (available <= 0) return 'Full';
  return available === 1 ? '1 place left' : `${available} places left`;
}

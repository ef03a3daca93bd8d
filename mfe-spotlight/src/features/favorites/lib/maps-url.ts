/** Google Maps search for the place (name and address, so same-named places are told apart). */
export function mapsSearchUrl(name: string, vicinity: string | null): string {
  const query = [name, vicinity].filter((part) => part && part.trim()).join(' ');
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

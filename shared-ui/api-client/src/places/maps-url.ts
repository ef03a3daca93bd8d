// Links that open a place in Google Maps (the maps app when installed): /favorites' "Open in Maps" and /match's
// "Directions". Its own entry point (@forkcast/api-client/maps-url): only those two screens link out to maps.

export interface MappedPlace {
  name: string;
  vicinity: string | null;
}

/** Name plus address: finds the right branch of a chain and tells same-named places apart. */
function placeQuery({ name, vicinity }: MappedPlace): string {
  return encodeURIComponent([name, vicinity].filter((part) => part && part.trim()).join(', '));
}

/** The place on the map. */
export function mapsSearchUrl(place: MappedPlace): string {
  return `https://www.google.com/maps/search/?api=1&query=${placeQuery(place)}`;
}

/** Directions to the place from wherever the phone is. */
export function mapsDirectionsUrl(place: MappedPlace): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${placeQuery(place)}`;
}

/** 'View Info': a web search on the place's name (and address, to tell same-named places apart). */
export function webSearchUrl(name: string, vicinity: string | null): string {
  const query = [name, vicinity].filter((part) => part && part.trim()).join(' ');
  return `https://www.google.com/search?q=${encodeURIComponent(query)}`;
}

/**
 * @jest-environment jsdom
 */
// jsdom's DOMParser parses image/svg+xml as strict XML, which is what a browser's <img> does with SVG.
import { CUISINE_PROFILES } from '../../domain/cuisine-knowledge';
import { renderCuisineIllustration } from '../cuisine-illustration';

// The gateway compiles without the DOM lib, so type the little of jsdom's XML DOM this test reads.
interface XmlElement {
  tagName: string;
  textContent: string | null;
  getAttribute(name: string): string | null;
}
interface XmlDocument {
  documentElement: XmlElement;
  getElementsByTagName(name: string): ArrayLike<XmlElement>;
}
const { DOMParser } = globalThis as unknown as {
  DOMParser: new () => { parseFromString(text: string, type: 'image/svg+xml'): XmlDocument };
};
const textOf = (doc: XmlDocument, tag: string) => doc.getElementsByTagName(tag)[0]?.textContent;

function parseSvg(svg: string): XmlDocument {
  const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  expect(doc.documentElement.tagName).toBe('svg');
  expect(doc.documentElement.getAttribute('xmlns')).toBe('http://www.w3.org/2000/svg');
  return doc;
}

describe('cuisine illustration SVG', () => {
  it('is well-formed XML for every glyph and unknown slugs', () => {
    for (const slug of [...CUISINE_PROFILES.map((p) => p.slug), 'restaurant', 'martian', '']) {
      parseSvg(renderCuisineIllustration({ slug }));
    }
  });

  it('captions the card with the cuisine label', () => {
    const doc = parseSvg(renderCuisineIllustration({ slug: 'steak_house' }));
    expect(textOf(doc, 'text')).toBe('Steakhouse');
    expect(textOf(doc, 'title')).toBe('Steakhouse');
    expect(textOf(parseSvg(renderCuisineIllustration({ slug: 'lao' })), 'text')).toBe('Lao');
  });

  it('escapes text so a caption cannot inject markup', () => {
    const label = `Fish & Chips <script>alert("x")</script> 'n' more`;
    const svg = renderCuisineIllustration({ slug: 'seafood', label });
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('Fish &amp; Chips &lt;script&gt;');
    const doc = parseSvg(svg);
    expect(doc.getElementsByTagName('script')).toHaveLength(0);
    expect(textOf(doc, 'text')).toBe(`${label.slice(0, 27)}…`);
  });

  it('draws the generic plate with a plain caption for slugs that are not cuisine keys', () => {
    const doc = parseSvg(renderCuisineIllustration({ slug: '"><script>alert(1)</script>' }));
    expect(textOf(doc, 'text')).toBe('Restaurant');
    expect(doc.getElementsByTagName('script')).toHaveLength(0);
  });
});

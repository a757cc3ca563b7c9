/*
 * "Images default to webp where supported" (issue #7). Every picture Chronicle draws itself is SVG;
 * raster icons come from the operator's data, on an image host that may convert them on request
 * (HoYoLAB's is `?x-oss-process=image/format,webp`). The operator names that query
 * (`IMAGE_WEBP_QUERY`, given in app_config), and a browser that decodes webp gets it appended to
 * every absolute .png/.jpg URL of an API answer.
 */

// Without a query: a URL that has one may be signed, and an added parameter would break it.
const RASTER_URL = /^https?:\/\/[^\s?#]+\.(?:png|jpe?g)$/i;

let decodesWebp: boolean | undefined;

/** Whether this browser decodes webp (computed once: a canvas encodes to it only if so). */
export function browserDecodesWebp(): boolean {
  if (decodesWebp === undefined) {
    try {
      const canvas = document.createElement('canvas');
      canvas.width = canvas.height = 1;
      decodesWebp = canvas.toDataURL('image/webp').startsWith('data:image/webp');
    } catch {
      decodesWebp = false;
    }
  }
  return decodesWebp;
}

/** `url` with the webp query appended when it is an absolute raster image URL without a query. */
export function webpUrl(url: string, query: string): string {
  if (!query || !RASTER_URL.test(url)) return url;
  return `${url}?${query}`;
}

/** Parses an API answer, turning its raster icon URLs into webp ones. */
export function parseWithWebpIcons(text: string, query: string): unknown {
  return JSON.parse(text, (_key, value: unknown) =>
    typeof value === 'string' ? webpUrl(value, query) : value,
  );
}

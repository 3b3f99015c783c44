import * as t from 'io-ts';

export const SearchResults = t.type(
  {
    results: t.array(
      t.type(
        {
          page_id: t.string,
          slug: t.string,
          language: t.string,
          title: t.string,
          /** Plain text around the first match. */
          snippet: t.string,
          /** Relevance, higher is better: comparable within one answer only. */
          score: t.number,
        },
        'SearchHit',
      ),
    ),
  },
  'SearchResults',
);

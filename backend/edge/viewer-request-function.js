// CloudFront Function (cloudfront-js-2.0), viewer request, default behaviour. The local server runs this
// same file. The placeholders below are replaced at synth time: the routes the build pre-rendered, the
// permanent redirects (backend/contract/redirects.ts) and the SPA fallback page.
var PRERENDERED = __PRERENDERED_ROUTES__;
var REDIRECTS = __REDIRECTS__;
var SPA_FALLBACK = __SPA_FALLBACK__;
// News articles are published at run time (the news renderer writes their pages), so no list known at
// build time can name them: a slug-shaped path maps to its page, and a page that is not there is answered
// by the distribution's 404 error response, the SPA fallback, whose router sends the visitor to the list.
// A post's Spanish version has its page under /es/ with the same slug.
var NEWS_ARTICLE = /^(\/es)?\/news-media\/[a-z0-9]+(-[a-z0-9]+)*$/;

// The query string as the viewer sent it (values stay percent-encoded), so a redirect keeps it.
function queryString(querystring) {
  var parts = [];
  for (var name in querystring) {
    var entry = querystring[name];
    var values = entry.multiValue ? entry.multiValue : [entry];
    for (var i = 0; i < values.length; i++) {
      parts.push(values[i].value === '' ? name : name + '=' + values[i].value);
    }
  }
  return parts.length ? '?' + parts.join('&') : '';
}

function handler(event) {
  var request = event.request;
  var uri = request.uri;
  var lastSegment = uri.substring(uri.lastIndexOf('/') + 1);
  // A real file (assets, images, robots.txt, sitemap.xml) is served as it is.
  if (lastSegment.indexOf('.') !== -1) {
    return request;
  }
  var route = uri.replace(/\/+$/, '');
  if (REDIRECTS[route]) {
    return {
      statusCode: 301,
      statusDescription: 'Moved Permanently',
      headers: {
        location: { value: REDIRECTS[route] + queryString(request.querystring || {}) },
        'cache-control': { value: 'max-age=3600' },
      },
    };
  }
  if (PRERENDERED[route] === 1 || NEWS_ARTICLE.test(route)) {
    request.uri = route + '/index.html';
  } else {
    // Staff screens and unknown paths: the client-side router decides (unknown paths go home).
    request.uri = SPA_FALLBACK;
  }
  return request;
}

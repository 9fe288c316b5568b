// CloudFront Function (cloudfront-js-2.0), viewer request, default behaviour. The local server runs this
// same file. The placeholder below is replaced at synth time by the routes the build pre-rendered.
var PRERENDERED = __PRERENDERED_ROUTES__;
var SPA_FALLBACK = '/__spa-fallback.html';

function handler(event) {
  var request = event.request;
  var uri = request.uri;
  var lastSegment = uri.substring(uri.lastIndexOf('/') + 1);
  // A real file (assets, images, robots.txt, sitemap.xml) is served as it is.
  if (lastSegment.indexOf('.') !== -1) {
    return request;
  }
  var route = uri.replace(/\/+$/, '');
  if (PRERENDERED[route] === 1) {
    request.uri = route + '/index.html';
  } else {
    // Staff screens and unknown paths: the client-side router decides (unknown paths go home).
    request.uri = SPA_FALLBACK;
  }
  return request;
}

#ifndef FIGSNAP_CCURL_SHIM_H
#define FIGSNAP_CCURL_SHIM_H

// libcurl's easy interface for figsnap's HTTP transport on Linux. `curl_easy_setopt` and
// `curl_easy_getinfo` are variadic, which Swift cannot call: each kind of value gets a `static inline`
// wrapper with a fixed signature that passes it as the type libcurl reads it back as. The options that
// depend on libcurl's version are chosen here too, so the Swift code builds against any libcurl.

#include <curl/curl.h>

/// `curl_global_init(CURL_GLOBAL_ALL)`: once, before the first handle.
static inline CURLcode figsnap_curl_global_init(void) { return curl_global_init(CURL_GLOBAL_ALL); }

/// Sets an option that takes a `long`.
static inline CURLcode figsnap_curl_set_long(CURL *easy, CURLoption option, long value) {
  return curl_easy_setopt(easy, option, value);
}

/// Sets an option that takes a string (libcurl copies it).
static inline CURLcode figsnap_curl_set_string(CURL *easy, CURLoption option, const char *value) {
  return curl_easy_setopt(easy, option, (char *)value);
}

/// Sets an option that takes a list of strings (libcurl keeps the list until the handle is done).
static inline CURLcode figsnap_curl_set_list(CURL *easy, CURLoption option, struct curl_slist *list) {
  return curl_easy_setopt(easy, option, list);
}

/// Sets an option that takes an untyped pointer, such as a callback's context.
static inline CURLcode figsnap_curl_set_pointer(CURL *easy, CURLoption option, void *value) {
  return curl_easy_setopt(easy, option, value);
}

/// Sets the body callback and its context; the first failure, if any.
static inline CURLcode figsnap_curl_set_write_callback(CURL *easy, curl_write_callback callback, void *context) {
  CURLcode code = curl_easy_setopt(easy, CURLOPT_WRITEFUNCTION, callback);
  return code != CURLE_OK ? code : curl_easy_setopt(easy, CURLOPT_WRITEDATA, context);
}

/// Sets the callback for the header's lines and its context; the first failure, if any.
static inline CURLcode figsnap_curl_set_header_callback(CURL *easy, curl_write_callback callback, void *context) {
  CURLcode code = curl_easy_setopt(easy, CURLOPT_HEADERFUNCTION, callback);
  return code != CURLE_OK ? code : curl_easy_setopt(easy, CURLOPT_HEADERDATA, context);
}

/// Sets the progress callback (`CURLOPT_XFERINFOFUNCTION`) and its context, and turns it on; the first failure,
/// if any.
static inline CURLcode figsnap_curl_set_xferinfo_callback(
  CURL *easy, curl_xferinfo_callback callback, void *context) {
  CURLcode code = curl_easy_setopt(easy, CURLOPT_XFERINFOFUNCTION, callback);
  if (code == CURLE_OK) code = curl_easy_setopt(easy, CURLOPT_XFERINFODATA, context);
  return code != CURLE_OK ? code : curl_easy_setopt(easy, CURLOPT_NOPROGRESS, 0L);
}

/// Allows HTTP and HTTPS only (`CURLOPT_PROTOCOLS_STR` from 7.85, the bit mask before it).
static inline CURLcode figsnap_curl_allow_http_only(CURL *easy) {
#if LIBCURL_VERSION_NUM >= 0x075500
  return curl_easy_setopt(easy, CURLOPT_PROTOCOLS_STR, "http,https");
#else
  return curl_easy_setopt(easy, CURLOPT_PROTOCOLS, (long)(CURLPROTO_HTTP | CURLPROTO_HTTPS));
#endif
}

/// The bundle of certificate authorities libcurl was built with (`CURLINFO_CAINFO`, from 7.84), or NULL when it
/// has none or cannot say.
static inline const char *figsnap_curl_built_in_ca_bundle(CURL *easy) {
#if LIBCURL_VERSION_NUM >= 0x075400
  char *path = NULL;
  if (curl_easy_getinfo(easy, CURLINFO_CAINFO, &path) == CURLE_OK) return path;
#endif
  return NULL;
}

#endif

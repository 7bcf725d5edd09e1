// Loads and fully parses a JSON file with simdjson's DOM API, then walks every element and
// prints the count (so the parse cannot be elided). scripts/bench compares it with
// `figsnap inspect FILE --summary`.
#include <simdjson.h>
#include <cstdio>
#include <cstdint>

static uint64_t count(simdjson::dom::element element) {
  uint64_t total = 1;
  switch (element.type()) {
    case simdjson::dom::element_type::ARRAY: {
      simdjson::dom::array array = element.get_array().value_unsafe();
      for (simdjson::dom::element child : array) total += count(child);
      break;
    }
    case simdjson::dom::element_type::OBJECT: {
      simdjson::dom::object object = element.get_object().value_unsafe();
      for (auto field : object) total += count(field.value);
      break;
    }
    default:
      break;
  }
  return total;
}

int main(int argc, char **argv) {
  if (argc != 2) {
    std::fprintf(stderr, "usage: %s FILE.json\n", argv[0]);
    return 2;
  }
  simdjson::dom::parser parser;
  simdjson::dom::element document;
  auto error = parser.load(argv[1]).get(document);
  if (error) {
    std::fprintf(stderr, "%s: %s\n", argv[1], simdjson::error_message(error));
    return 1;
  }
  std::printf("%s: %llu elements\n", argv[1], static_cast<unsigned long long>(count(document)));
  return 0;
}

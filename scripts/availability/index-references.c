// Lists every symbol USR referenced from the index-store units of one Swift module,
// with the first source location: usr \t name \t file:line
#include <indexstore/indexstore.h>
#include <stdio.h>
#include <string.h>
#include <stdlib.h>

static indexstore_t store;
static const char *module;
static char mainfile[4096];

static bool occ(void *ctx, indexstore_occurrence_t o) {
  uint64_t roles = indexstore_occurrence_get_roles(o);
  if (!(roles & INDEXSTORE_SYMBOL_ROLE_REFERENCE)) return true;
  indexstore_symbol_t s = indexstore_occurrence_get_symbol(o);
  indexstore_string_ref_t usr = indexstore_symbol_get_usr(s), name = indexstore_symbol_get_name(s);
  unsigned line, col; indexstore_occurrence_get_line_col(o, &line, &col);
  printf("%.*s\t%.*s\t%s:%u\n", (int)usr.length, usr.data, (int)name.length, name.data, mainfile, line);
  return true;
}
static bool dep(void *ctx, indexstore_unit_dependency_t d) {
  if (indexstore_unit_dependency_get_kind(d) != INDEXSTORE_UNIT_DEPENDENCY_RECORD) return true;
  indexstore_string_ref_t n = indexstore_unit_dependency_get_name(d);
  indexstore_string_ref_t fp = indexstore_unit_dependency_get_filepath(d);
  snprintf(mainfile, sizeof mainfile, "%.*s", (int)fp.length, fp.data);
  char buf[1024]; snprintf(buf, sizeof buf, "%.*s", (int)n.length, n.data);
  indexstore_error_t err = NULL;
  indexstore_record_reader_t r = indexstore_record_reader_create(store, buf, &err);
  if (!r) return true;
  indexstore_record_reader_occurrences_apply_f(r, NULL, occ);
  indexstore_record_reader_dispose(r);
  return true;
}
static bool unit(void *ctx, indexstore_string_ref_t name) {
  char buf[1024]; snprintf(buf, sizeof buf, "%.*s", (int)name.length, name.data);
  indexstore_error_t err = NULL;
  indexstore_unit_reader_t u = indexstore_unit_reader_create(store, buf, &err);
  if (!u) return true;
  indexstore_string_ref_t m = indexstore_unit_reader_get_module_name(u);
  if (m.length == strlen(module) && memcmp(m.data, module, m.length) == 0)
    indexstore_unit_reader_dependencies_apply_f(u, NULL, dep);
  indexstore_unit_reader_dispose(u);
  return true;
}
int main(int argc, char **argv) {
  indexstore_error_t err = NULL;
  store = indexstore_store_create(argv[1], &err);
  if (!store) { fprintf(stderr, "%s\n", indexstore_error_get_description(err)); return 1; }
  module = argv[2];
  indexstore_store_units_apply_f(store, 0, NULL, unit);
  return 0;
}

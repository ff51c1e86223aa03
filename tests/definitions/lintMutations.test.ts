/**
 * Mutation test of the definitions lint: each case is one mistake an analyst could make, put
 * into a copy of the REAL definitions as a JSON patch. The lint must name the written (compact)
 * file and the JSON pointer of the mistake, say what is wrong and how to mend it.
 */
import { describe, expect, it } from 'vitest';
import { lintDefinitions } from '../../engine/definitions/load.ts';
import type { DefinitionFiles } from '../../engine/definitions/files.ts';
import { readDefinitionFiles } from '../../server/definitions/definitionFiles.ts';
import { applyPatch, type PatchOperation } from '../support/jsonPatch.ts';

interface Mutation {
  /** A second patch the mistake needs (one mistake may span two files). */
  readonly also?: { readonly file: string; readonly patch: PatchOperation[] };
  /** The mistake, as an analyst would make it. */
  mistake: string;
  /** The file the patch changes, relative to definitions/. */
  file: string;
  patch: PatchOperation[];
  /** Where the lint must point: in `file` unless `at` names another file. */
  expect: { pointer: string; message: string; at?: string };
}

const department = 'modules/admin/resources/department.json';
const document = 'modules/dms/resources/document.json';
const infoPeserta = 'modules/data/resources/info_peserta.json';
const supportTask = 'modules/support/resources/support_task.json';
const supportTicket = 'modules/support/resources/support_ticket.json';
const role = 'modules/admin/resources/role.json';

const mutations: Mutation[] = [
  {
    mistake: "a custom action's source state names a misspelt field",
    file: supportTask,
    patch: [{ op: 'replace', path: '/actions/approve/from', value: { stauts: [2] } }],
    expect: { pointer: '/actions/approve/from/stauts', message: '"stauts" is not a field of resource "support_task"' },
  },
  {
    mistake: 'a custom action writes a field the resource does not have',
    file: supportTask,
    patch: [{ op: 'add', path: '/actions/status/set/state', value: '$body.status' }],
    expect: { pointer: '/actions/status/set/state', message: '"state" is not a field of resource "support_task"' },
  },
  {
    mistake: "a custom action takes a value from a body field its schema does not declare",
    file: supportTask,
    patch: [{ op: 'replace', path: '/actions/status/set/status', value: '$body.new_status' }],
    expect: { pointer: '/actions/status/set/status', message: 'takes "new_status" from the body' },
  },
  {
    mistake: 'a row rule names a field the resource does not have',
    file: supportTicket,
    patch: [{ op: 'replace', path: '/rows/anyOf/0/field', value: 'creator' }],
    expect: { pointer: '/rows/anyOf/0/field', message: 'row rule names field "creator", which is not a field of "support_ticket"' },
  },
  {
    mistake: "a row rule compares a text field with the user's bidang",
    file: document,
    patch: [{ op: 'replace', path: '/actions/delete/rows/anyOf/0/is', value: 'bidang' }],
    expect: { pointer: '/actions/delete/rows/anyOf/0/field', message: 'row rule compares field "created_by" (string) with the user\'s bidang' },
  },
  {
    mistake: "a row rule asks for the parent's rule on a resource without a parent",
    file: document,
    patch: [{ op: 'add', path: '/rows', value: { anyOf: [{ parent: true }] } }],
    expect: { pointer: '/rows/anyOf/0/parent', message: 'row rule asks for the parent\'s rule, but "document" has no parent' },
  },
  {
    mistake: 'a child asks for the rule of a parent that has none',
    file: supportTask,
    patch: [{ op: 'remove', path: '/rows' }],
    expect: { pointer: '/rows/anyOf/0/parent', message: 'the parent "support_task" has no "rows"', at: 'modules/support/resources/support_task_document.json' },
  },
  {
    mistake: 'a row rule is lifted by a permission that is not in the catalogue',
    file: supportTicket,
    patch: [{ op: 'replace', path: '/rows/unless', value: 'supporting_view.ticket_handlr' }],
    expect: { pointer: '/rows/unless', message: 'permission "supporting_view.ticket_handlr" is not in the permission catalogue' },
  },
  {
    mistake: "a row entry for some callers names a permission that is not in the catalogue",
    file: supportTicket,
    patch: [{ op: 'replace', path: '/rows/anyOf/1/when', value: 'supporting_aprove.ticket' }],
    expect: { pointer: '/rows/anyOf/1/when', message: 'permission "supporting_aprove.ticket" is not in the permission catalogue' },
  },
  {
    mistake: "a field takes the user's bidang but is declared as text",
    file: supportTicket,
    patch: [{ op: 'add', path: '/fields/bidang_id/type', value: 'string' }],
    expect: { pointer: '/fields/bidang_id/type', message: 'field "bidang_id" takes the user\'s bidang (x-fromUser) but is of type string' },
  },
  {
    mistake: 'a list page names an action that is not a list',
    file: 'modules/support/module.json',
    patch: [{ op: 'replace', path: '/pages/4/view/action', value: 'create' }],
    expect: { pointer: '/pages/4/view/action', message: '"create" is not a list action of "support_ticket"' },
  },
  {
    mistake: "a list page's record parameter is not a parameter of its path",
    file: 'modules/support/module.json',
    patch: [{ op: 'add', path: '/pages/4/view/recordParam', value: 'uuid' }],
    expect: { pointer: '/pages/4/view/recordParam', message: '"uuid" is not a parameter of /apps/support/ticket/edit' },
  },
  {
    mistake: 'a list column names a misspelt field',
    file: department,
    patch: [{ op: 'replace', path: '/list/columns/1', value: 'nmae' }],
    expect: { pointer: '/list/columns/1', message: 'field "nmae" is not a property of resource "department"' },
  },
  {
    mistake: 'a list filter names a field the resource does not have',
    file: department,
    patch: [{ op: 'replace', path: '/list/filters/0', value: 'stauts' }],
    expect: { pointer: '/list/filters/0', message: 'field "stauts" is not a property of resource' },
  },
  {
    mistake: 'an export column names a misspelt field',
    file: department,
    patch: [{ op: 'replace', path: '/list/export/columns/0', value: 'kode' }],
    expect: { pointer: '/list/export/columns/0', message: 'field "kode" is not a property of resource' },
  },
  {
    mistake: 'a search field is an integer column',
    file: department,
    patch: [{ op: 'add', path: '/list/searchFields', value: ['code', 'bidang_id'] }],
    expect: { pointer: '/list/searchFields/1', message: 'search field "bidang_id" is not a free-text string field' },
  },
  {
    mistake: 'a search field is an option field',
    file: department,
    patch: [{ op: 'add', path: '/list/searchFields', value: ['status'] }],
    expect: { pointer: '/list/searchFields/0', message: 'search field "status" is not a free-text string field' },
  },
  {
    mistake: 'a search field does not exist',
    file: department,
    patch: [{ op: 'add', path: '/list/searchFields', value: ['nama'] }],
    expect: { pointer: '/list/searchFields/0', message: 'field "nama" is not a property of resource' },
  },
  {
    mistake: 'the default sort names a field the resource does not have',
    file: department,
    patch: [{ op: 'add', path: '/list/defaultSort', value: { field: 'updated', direction: 'desc' } }],
    expect: { pointer: '/list/defaultSort/field', message: 'field "updated" is not a property of resource' },
  },
  {
    mistake: 'a sort option names a field the resource does not have',
    file: document,
    patch: [{ op: 'replace', path: '/list/sortOptions/0/field', value: 'newest' }],
    expect: { pointer: '/list/sortOptions/0/field', message: 'field "newest" is not a property of resource' },
  },
  {
    mistake: 'the page size is not one of the page size options',
    file: department,
    patch: [{ op: 'add', path: '/list/pageSize', value: 25 }],
    expect: { pointer: '/list/pageSize', message: 'page size 25 is not one of the page size options' },
  },
  {
    mistake: 'the page size options leave out the default page size',
    file: supportTask,
    patch: [{ op: 'replace', path: '/list/pageSizeOptions', value: [20, 50] }],
    expect: { pointer: '/list/pageSizeOptions', message: 'page size 10 is not one of the page size options' },
  },
  {
    mistake: 'a date column format on a text field',
    file: document,
    patch: [{ op: 'replace', path: '/list/columns/1', value: { field: 'title', format: 'date' } }],
    expect: { pointer: '/list/columns/1/format', message: 'format "date" does not fit field "title"' },
  },
  {
    mistake: 'a number column format on a text field',
    file: department,
    patch: [{ op: 'replace', path: '/list/columns/0', value: { field: 'code', format: 'number' } }],
    expect: { pointer: '/list/columns/0/format', message: 'format "number" does not fit field "code"' },
  },
  {
    mistake: 'a status column format on a field without options',
    file: supportTicket,
    patch: [{ op: 'replace', path: '/list/columns/3', value: { field: 'title', format: 'status' } }],
    expect: { pointer: '/list/columns/3/format', message: 'format "status" does not fit field "title"' },
  },
  {
    mistake: 'a filter default that is not one of its options',
    file: department,
    patch: [{ op: 'replace', path: '/list/filters/0', value: { key: 'status', default: 7 } }],
    expect: { pointer: '/list/filters/0/default', message: 'default 7 of filter "status" is not one of its options' },
  },
  {
    mistake: "a filter's field is misspelt",
    file: document,
    patch: [{ op: 'replace', path: '/list/filters/4/field', value: 'document_date' }],
    expect: { pointer: '/list/filters/4/field', message: 'field "document_date" is not a property of resource' },
  },
  {
    mistake: 'a field default outside its option values',
    file: department,
    patch: [{ op: 'replace', path: '/fields/status/default', value: 5 }],
    expect: { pointer: '/fields/status/default', message: 'default 5 of field "status" is not one of its values' },
  },
  {
    mistake: 'a field default outside its enum',
    file: infoPeserta,
    patch: [{ op: 'add', path: '/fields/tipe_approval/default', value: 3 }],
    expect: { pointer: '/fields/tipe_approval/default', message: 'default 3 of field "tipe_approval" is not one of its values' },
  },
  {
    mistake: 'a uiSchema key names a misspelt field',
    file: department,
    patch: [{ op: 'add', path: '/form/uiSchema/nmae', value: { 'ui:autofocus': true } }],
    expect: { pointer: '/form/uiSchema/nmae', message: 'uiSchema key "nmae" is not a field' },
  },
  {
    mistake: 'a form layout names a field the resource does not have',
    file: department,
    patch: [{ op: 'add', path: '/form/layout', value: [['code', 'nama']] }],
    expect: { pointer: '/form/layout/0/1', message: 'field "nama" is not a property of resource' },
  },
  {
    mistake: "a form section's visibleIf names a misspelt field",
    file: document,
    patch: [{ op: 'add', path: '/form/layout/2/visibleIf', value: { properties: { tipe: { const: 'KEPESERTAAN' } } } }],
    expect: { pointer: '/form/layout/2/visibleIf/properties/tipe', message: 'condition names "tipe"' },
  },
  {
    mistake: "a rule's if names a misspelt field",
    file: department,
    // JSON Schema's if/then, not a promise.
    // oxlint-disable-next-line unicorn/no-thenable
    patch: [{ op: 'add', path: '/rules', value: [{ if: { properties: { stauts: { const: 2 } }, required: ['status'] }, then: { required: ['bidang_id'] } }] }],
    expect: { pointer: '/rules/0/if/properties/stauts', message: 'condition names "stauts"' },
  },
  {
    mistake: "a rule's then requires a field the resource does not have",
    file: document,
    patch: [{ op: 'replace', path: '/rules/0/then/required/0', value: 'nomor_peserta' }],
    expect: { pointer: '/rules/0/then/required/0', message: 'condition names "nomor_peserta"' },
  },
  {
    mistake: 'a named condition names a misspelt field',
    file: document,
    patch: [{ op: 'replace', path: '/conditions/isKepesertaan/properties', value: { tipe: { const: 'KEPESERTAAN' } } }],
    expect: { pointer: '/conditions/isKepesertaan/properties/tipe', message: 'condition names "tipe"' },
  },
  {
    mistake: 'an x-visibleIf names a misspelt field',
    file: document,
    patch: [{ op: 'add', path: '/fields/periode/x-visibleIf', value: { properties: { tipe: { const: 'KEPESERTAAN' } } } }],
    expect: { pointer: '/fields/periode/x-visibleIf/properties/tipe', message: 'condition names "tipe"' },
  },
  {
    mistake: 'an x-visibleIf names a condition the resource does not declare',
    file: department,
    patch: [{ op: 'add', path: '/fields/bidang_id/x-visibleIf', value: 'hasOffice' }],
    expect: { pointer: '/fields/bidang_id/x-visibleIf', message: 'names the condition "hasOffice"' },
  },
  {
    mistake: 'the required list names a misspelt field',
    file: department,
    patch: [{ op: 'add', path: '/required/-', value: 'nama' }],
    expect: { pointer: '/required/2', message: 'field "nama" is not a property of resource' },
  },
  {
    mistake: 'a detail section lists a misspelt field',
    file: supportTicket,
    patch: [{ op: 'replace', path: '/detail/sections/0/fields/0', value: 'titel' }],
    expect: { pointer: '/detail/sections/0/fields/0', message: 'field "titel" is not a property of resource' },
  },
  {
    mistake: 'a detail section names a resource that does not exist',
    file: supportTicket,
    patch: [{ op: 'replace', path: '/detail/sections/1/resource', value: 'support_tasks' }],
    expect: { pointer: '/detail/sections/1/resource', message: 'unknown resource "support_tasks"' },
  },
  {
    mistake: 'an x-tree level names a misspelt field',
    file: document,
    patch: [{ op: 'replace', path: '/fields/classification/x-tree/levels/1', value: 'classification_detil' }],
    expect: { pointer: '/fields/classification/x-tree/levels/1', message: 'field "classification_detil" is not a property of resource' },
  },
  {
    mistake: 'an x-tree source is not in the option-source registry',
    file: document,
    patch: [{ op: 'replace', path: '/fields/classification/x-tree/source', value: 'archiveClasification' }],
    expect: { pointer: '/fields/classification/x-tree/source', message: 'unknown optionSource "archiveClasification"' },
  },
  {
    mistake: 'an x-file pagesField names a misspelt field',
    file: document,
    patch: [{ op: 'replace', path: '/fields/attachments/x-file/pagesField', value: 'attachment_page' }],
    expect: { pointer: '/fields/attachments/x-file/pagesField', message: 'field "attachment_page" is not a property of resource' },
  },
  {
    mistake: 'an x-check names a check the registry does not have',
    file: document,
    patch: [{ op: 'replace', path: '/fields/no_peserta/x-check/check', value: 'participantNo' }],
    expect: { pointer: '/fields/no_peserta/x-check/check', message: 'unknown check "participantNo"' },
  },
  {
    mistake: 'an x-check param names a field the resource does not have',
    file: document,
    patch: [{ op: 'replace', path: '/fields/number/x-check/params/1', value: 'klasifikasi' }],
    expect: { pointer: '/fields/number/x-check/params/1', message: 'field "klasifikasi" is not a property of resource' },
  },
  {
    mistake: 'an option source names a resource that does not exist',
    file: department,
    patch: [{ op: 'replace', path: '/fields/office_id/x-options/resource', value: 'ofice' }],
    expect: { pointer: '/fields/office_id/x-options/resource', message: 'unknown resource "ofice"' },
  },
  {
    mistake: "an option source's labelField is not a field of that resource",
    file: department,
    patch: [{ op: 'replace', path: '/fields/office_id/x-options/labelField', value: 'nama' }],
    expect: { pointer: '/fields/office_id/x-options/labelField', message: 'field "nama" is not a property of resource "office"' },
  },
  {
    mistake: "an option source's valueField is not a field of that resource",
    file: department,
    patch: [{ op: 'add', path: '/fields/office_id/x-options/valueField', value: 'kode' }],
    expect: { pointer: '/fields/office_id/x-options/valueField', message: 'field "kode" is not a property of resource "office"' },
  },
  {
    mistake: 'a named option source is not in the registry',
    file: department,
    patch: [{ op: 'replace', path: '/fields/office_id/x-options', value: { source: 'offices' } }],
    expect: { pointer: '/fields/office_id/x-options/source', message: 'unknown optionSource "offices"' },
  },
  {
    mistake: 'a named option set does not exist',
    file: department,
    patch: [{ op: 'replace', path: '/fields/status/x-options', value: 'activeStatuz' }],
    expect: { pointer: '/fields/status/x-options', message: 'names the option set "activeStatuz"' },
  },
  {
    mistake: 'a widget name is not in the widget registry',
    file: department,
    patch: [{ op: 'add', path: '/fields/name/x-widget', value: 'richtext' }],
    expect: { pointer: '/fields/name/x-widget', message: 'unknown widget "richtext"' },
  },
  {
    mistake: 'an x-relation names a resource that does not exist',
    file: role,
    patch: [{ op: 'replace', path: '/fields/permissions/x-relation/resource', value: 'permissions' }],
    expect: { pointer: '/fields/permissions/x-relation/resource', message: 'unknown resource "permissions"' },
  },
  {
    mistake: 'the parent resource does not exist',
    file: supportTask,
    patch: [{ op: 'replace', path: '/parent/resource', value: 'support_tiket' }],
    expect: { pointer: '/parent/resource', message: 'unknown resource "support_tiket"' },
  },
  {
    mistake: 'the parent foreign key is not a field',
    file: supportTask,
    patch: [{ op: 'replace', path: '/parent/foreignKey', value: 'ticket' }],
    expect: { pointer: '/parent/foreignKey', message: 'field "ticket" is not a property of resource' },
  },
  {
    mistake: 'an access rule names a permission that is not in the catalogue',
    file: department,
    patch: [{ op: 'replace', path: '/access/write', value: 'manage_masterdata' }],
    expect: { pointer: '/access/write', message: 'permission "manage_masterdata" is not in the permission catalogue' },
  },
  {
    mistake: 'one permission of an anyOf is misspelt',
    file: department,
    patch: [{ op: 'replace', path: '/access/read/anyOf/1', value: 'view_masterdata' }],
    expect: { pointer: '/access/read/anyOf/1', message: 'permission "view_masterdata"' },
  },
  {
    mistake: 'the access block names an action the resource does not have',
    file: department,
    patch: [{ op: 'add', path: '/access/approve', value: 'manage_master_data' }],
    expect: { pointer: '/access/approve', message: 'which is not an action of this resource' },
  },
  {
    mistake: 'an effect name is not in the effect registry',
    file: department,
    patch: [{ op: 'add', path: '/actions/create', value: { effects: ['auditLog'] } }],
    expect: { pointer: '/actions/create/effects/0', message: 'unknown effect "auditLog"' },
  },
  {
    mistake: 'a confirmation name is not declared in app.json',
    file: department,
    patch: [{ op: 'add', path: '/actions/delete', value: { confirmation: 'remove' } }],
    expect: { pointer: '/actions/delete/confirmation', message: 'unknown confirmation "remove"' },
  },
  {
    mistake: 'the form returns to a route that does not exist',
    file: department,
    patch: [{ op: 'replace', path: '/form/returnTo', value: '/apps/admin/departments' }],
    expect: { pointer: '/form/returnTo', message: 'is not a declared route' },
  },
  {
    mistake: 'a field label key is missing in every locale',
    file: department,
    patch: [{ op: 'add', path: '/fields/code/x-label', value: 'admin.department.field.kode' }],
    expect: { pointer: '/fields/code/x-label', message: 'label key "admin.department.field.kode" is missing in locale en-US' },
  },
  {
    mistake: 'a label key is translated in English but missing in Spanish',
    file: 'locales/es-ES/admin.json',
    patch: [{ op: 'remove', path: '/admin/department/field/office' }],
    expect: { pointer: '/fields/office_id/x-label', message: 'is missing in locale es-ES', at: department },
  },
  {
    mistake: 'a get endpoint without a row parameter',
    file: department,
    patch: [{ op: 'add', path: '/actions/get', value: { endpoint: 'GET /sso/admin/department/detail' } }],
    expect: { pointer: '/actions/get/endpoint', message: 'does not say which row it acts on' },
  },
  {
    mistake: "a delete endpoint's base has no row parameter",
    file: supportTask,
    patch: [{ op: 'replace', path: '/actions/delete/endpoint', value: 'DELETE /sso/support/task/remove' }],
    expect: { pointer: '/actions/delete/endpoint', message: 'does not say which row it acts on' },
  },
  {
    mistake: 'an endpoint path parameter names no field',
    file: department,
    patch: [{ op: 'add', path: '/actions/get', value: { endpoint: 'GET /sso/admin/department/{uuid}' } }],
    expect: { pointer: '/actions/get/endpoint', message: 'path parameter "{uuid}"' },
  },
  {
    mistake: 'a custom action reuses the list endpoint',
    file: department,
    patch: [{ op: 'add', path: '/actions/search', value: { endpoint: 'GET /sso/admin/department' } }],
    expect: { pointer: '/actions/search/endpoint', message: 'GET /sso/admin/department is already declared' },
  },
  {
    mistake: "a file field's delete path is another action's",
    file: document,
    patch: [{ op: 'add', path: '/fields/attachments/x-file/deleteEndpoint', value: 'DELETE /sso/dms/documents/{id}' }],
    expect: { pointer: '/fields/attachments/x-file/deleteEndpoint', message: 'DELETE /sso/dms/documents/{id} is already declared' },
  },
  {
    mistake: 'a file field of a resource without an update action declares a delete path',
    file: 'modules/pp/resources/pp_ticket_file.json',
    patch: [{ op: 'add', path: '/fields/file/x-file/deleteEndpoint', value: 'DELETE /sso/pp/ticket-file/{id}' }],
    expect: { pointer: '/fields/file/x-file/deleteEndpoint', message: 'which has no update action' },
  },
  {
    mistake: "a list statistic counts by a misspelt field",
    file: 'modules/hr/resources/hr_permit.json',
    patch: [{ op: 'replace', path: '/list/statistic/open/field', value: 'stauts' }],
    expect: { pointer: '/list/statistic/open/field', message: 'counts by "stauts", which is not a field of resource "hr_permit"' },
  },
  {
    mistake: 'a workflow transition goes to a state that does not exist',
    file: infoPeserta,
    patch: [{ op: 'replace', path: '/workflow/transitions/0/to', value: 4 }],
    expect: { pointer: '/workflow/transitions/0/to', message: 'transition "approve" goes to 4, which is not a state' },
  },
  {
    mistake: 'a workflow transition starts from a state that does not exist',
    file: infoPeserta,
    patch: [{ op: 'replace', path: '/workflow/transitions/1/from/0', value: 0 }],
    expect: { pointer: '/workflow/transitions/1/from/0', message: 'transition "reject" starts from 0, which is not a state' },
  },
  {
    mistake: "the workflow's initial state is not one of its states",
    file: infoPeserta,
    patch: [{ op: 'add', path: '/workflow/initial', value: 9 }],
    expect: { pointer: '/workflow/initial', message: 'initial state 9, which is not a state' },
  },
  {
    mistake: "the workflow's status field is misspelt",
    file: infoPeserta,
    patch: [{ op: 'replace', path: '/workflow/statusField', value: 'state' }],
    expect: { pointer: '/workflow/statusField', message: 'field "state" is not a property of resource' },
  },
  {
    mistake: "the workflow's status field has no options",
    file: infoPeserta,
    patch: [{ op: 'replace', path: '/workflow/statusField', value: 'no_peserta' }],
    expect: { pointer: '/workflow/statusField', message: 'has no enum or option values' },
  },
  {
    mistake: 'a workflow state is not a value of the status field',
    file: infoPeserta,
    patch: [{ op: 'replace', path: '/workflow/states/2/value', value: 4 }],
    expect: { pointer: '/workflow/states/2/value', message: 'state 4 is not a value of the status field "status"' },
  },
  {
    mistake: 'a transition names an unregistered effect',
    file: infoPeserta,
    patch: [{ op: 'replace', path: '/workflow/transitions/0/effects/0', value: 'recordStatus' }],
    expect: { pointer: '/workflow/transitions/0/effects/0', message: 'unknown effect "recordStatus"' },
  },
  {
    mistake: "a transition's access names an unknown permission",
    file: infoPeserta,
    patch: [{ op: 'replace', path: '/workflow/transitions/0/access', value: 'validasi_info_peserta' }],
    expect: { pointer: '/workflow/transitions/0/access', message: 'permission "validasi_info_peserta"' },
  },
  {
    mistake: "a transition's confirmation is not declared",
    file: infoPeserta,
    patch: [{ op: 'replace', path: '/workflow/transitions/0/confirmation', value: 'approval' }],
    expect: { pointer: '/workflow/transitions/0/confirmation', message: 'unknown confirmation "approval"' },
  },
  {
    mistake: 'two transitions share one endpoint',
    file: infoPeserta,
    patch: [{ op: 'replace', path: '/workflow/transitions/1/endpoint', value: 'POST /sso/kepesertaan/info-peserta/approve/{id}' }],
    expect: { pointer: '/workflow/transitions/1/endpoint', message: 'is already declared' },
  },
  {
    mistake: 'a transition endpoint does not name the row',
    file: infoPeserta,
    patch: [{ op: 'replace', path: '/workflow/transitions/0/endpoint', value: 'POST /sso/kepesertaan/info-peserta/approve' }],
    expect: { pointer: '/workflow/transitions/0/endpoint', message: 'does not say which row it acts on' },
  },
  {
    mistake: 'a detail page shows a resource that has no get action',
    file: 'modules/data/module.json',
    patch: [{ op: 'replace', path: '/pages/7/view', value: { kind: 'detail', resource: 'info_peserta' } }],
    expect: { pointer: '/pages/7/view/resource', message: 'needs its get action' },
  },
  {
    mistake: 'an edit form page on a resource that cannot be updated',
    file: 'modules/data/module.json',
    patch: [{ op: 'replace', path: '/pages/7/view', value: { kind: 'form', resource: 'info_peserta', mode: 'edit' } }],
    expect: { pointer: '/pages/7/view/resource', message: 'needs its update action' },
  },
  {
    mistake: 'a list page on a resource without a list action',
    file: 'modules/data/module.json',
    patch: [{ op: 'replace', path: '/pages/7/view', value: { kind: 'list', resource: 'disposition' } }],
    expect: { pointer: '/pages/7/view/resource', message: 'needs its list action' },
  },
  {
    mistake: 'a form preset names a misspelt field',
    file: 'modules/dms/module.json',
    patch: [{ op: 'replace', path: '/pages/2/view/preset', value: { tipe: 'GENERAL' } }],
    expect: { pointer: '/pages/2/view/preset/tipe', message: 'preset "tipe" is not a field' },
  },
  {
    mistake: 'a page view names a resource that does not exist',
    file: 'modules/admin/module.json',
    patch: [{ op: 'replace', path: '/pages/0/crud', value: 'users' }],
    expect: { pointer: '/pages/0/crud', message: 'names the resource "users"' },
  },
  {
    mistake: "a page's access names a permission that is not in the catalogue",
    file: 'modules/admin/module.json',
    patch: [{ op: 'replace', path: '/pages/0/access', value: 'view_user' }],
    expect: { pointer: '/pages/0/access', message: 'permission "view_user"' },
  },
  {
    mistake: "a dashboard reuses a resource's endpoint",
    file: 'modules/support/module.json',
    patch: [{ op: 'replace', path: '/pages/1/view/endpoint', value: { method: 'GET', path: '/sso/support/ticket/admin' } }],
    expect: { pointer: '/pages/1/view/endpoint', message: 'GET /sso/support/ticket/admin is already declared' },
  },
  {
    mistake: 'a dashboard counter filters by a field its resource does not have',
    file: 'modules/support/module.json',
    patch: [{ op: 'replace', path: '/pages/1/view/groups/0/counters/0/count/where', value: { state: 1 } }],
    expect: { pointer: '/pages/1/view/groups/0/counters/0/count/where/state', message: 'field "state" is not a property of resource "support_task"' },
  },
  {
    mistake: "a page's access is made stricter than the permission its menu item writes",
    file: 'modules/dms/module.json',
    patch: [{ op: 'replace', path: '/pages/0/access', value: 'manage_master_data' }],
    also: { file: 'menu.json', patch: [{ op: 'add', path: '/items/9/submenu/0/auth', value: 'view_dms_general' }] },
    expect: { pointer: '/items/9/submenu/0/auth', message: 'who may not open its page /apps/dms/doc', at: 'menu.json' },
  },
  {
    mistake: 'a menu item is shown to every signed-in user but its page needs a permission',
    file: 'menu.json',
    patch: [{ op: 'replace', path: '/items/11/submenu/6/submenu/5/auth', value: '' }],
    expect: { pointer: '/items/11/submenu/6/submenu/5/auth', message: 'who may not open its page /apps/data/validasi/info_peserta' },
  },
  {
    mistake: 'a menu item points at a page that does not exist',
    file: 'menu.json',
    patch: [{ op: 'replace', path: '/items/9/submenu/0/page', value: '/apps/dms/docs' }],
    expect: { pointer: '/items/9/submenu/0/page', message: 'is not a declared route' },
  },
  {
    mistake: 'a role grants a permission that is not in the catalogue',
    file: 'permissions.json',
    patch: [{ op: 'add', path: '/roles/1/permissions/-', value: 'view_everything' }],
    expect: { pointer: '/roles/1/permissions/8', message: 'permission "view_everything"' },
  },
  {
    mistake: 'a status option is given a colour that Fluent badges do not have',
    file: supportTask,
    patch: [{ op: 'replace', path: '/fields/status/x-options/values/0/color', value: 'blue' }],
    expect: { pointer: '/fields/status/x-options/values/0/color', message: 'must be equal to one of the allowed values' },
  },
  {
    mistake: 'a shared option set is given a colour that Fluent badges do not have',
    file: 'optionSets.json',
    patch: [{ op: 'replace', path: '/sets/activeStatus/0/color', value: 'green' }],
    expect: { pointer: '/sets/activeStatus/0/color', message: 'must be equal to one of the allowed values' },
  },
  {
    mistake: 'one value of a coloured status list is left without a colour',
    file: supportTask,
    patch: [{ op: 'remove', path: '/fields/status/x-options/values/1/color' }],
    expect: { pointer: '/fields/status/x-options/values/1', message: 'value 2 has no "color" while other values of its list have one' },
  },
  {
    mistake: 'a status column whose options declare no colour, so every badge looks alike',
    file: supportTicket,
    patch: [
      { op: 'remove', path: '/fields/status/x-options/values/0/color' },
      { op: 'remove', path: '/fields/status/x-options/values/1/color' },
    ],
    expect: { pointer: '/list/columns/3/format', message: 'status column "status" shows every value in the same colour' },
  },
];

describe('definitions lint mutations', () => {
  let real: DefinitionFiles;
  const realFiles = async () => (real ??= await readDefinitionFiles());

  it("has the real definitions lint clean, so every error below is the mutation's", async () => {
    expect(lintDefinitions(await realFiles()).errors).toEqual([]);
  });

  it('keeps at least 45 mutations, each described once', () => {
    expect(mutations.length).toBeGreaterThanOrEqual(45);
    expect(new Set(mutations.map((m) => m.mistake)).size).toBe(mutations.length);
  });

  it.each(mutations)('catches: $mistake', async (mutation) => {
    const files = { ...(await realFiles()) };
    expect(files[mutation.file], `no definition file ${mutation.file}`).toBeDefined();
    files[mutation.file] = applyPatch(files[mutation.file], mutation.patch);
    if (mutation.also) files[mutation.also.file] = applyPatch(files[mutation.also.file], mutation.also.patch);
    const { errors } = lintDefinitions(files);
    const file = mutation.expect.at ?? mutation.file;
    const found = errors.find((e) => e.file === file && e.pointer === mutation.expect.pointer && e.message.includes(mutation.expect.message));
    expect(
      found,
      `expected ${file}#${mutation.expect.pointer}: ${mutation.expect.message}\nerrors were:\n${errors.map((e) => `${e.file}#${e.pointer}: ${e.message}`).join('\n')}`,
    ).toBeDefined();
    expect(found!.hint.trim().length).toBeGreaterThan(0);
  });
});

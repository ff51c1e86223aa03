/**
 * The HR calls no record action covers (modules.md section 7): the signed-in employee's own
 * DEPS profile, the permit form's options (GET /sso/hr/options: the requester and the input
 * methods), the directory's filter options (GET /sso/hr/deps/master-options), the document
 * list's options (GET /sso/hr/deps/master/options: status, type, employee), an employee's
 * picture and the position, education and age reports. The directory, its profile sections,
 * the documents with their upload and approval, the meal allowance, attendance, performance and
 * acting-officer assignments are declared in definitions/modules/hr/ and served by the generic API.
 */
import type { FastifyInstance } from 'fastify';
import type { LoadedDefinitions, LoadedResource } from '../../engine/definitions/model.ts';
import { sql } from 'kysely';
import { canAccess } from '../../engine/permissions/evaluate.ts';
import { accessGuard } from '../auth/accessGuard.ts';
import { requirePrincipal } from '../auth/authenticate.ts';
import { resourceDb, type Database } from '../db/database.ts';
import { notFound } from '../http/errors.ts';
import { depsReport, depsReportFilter, depsReportNames, type DepsReportName } from './depsReports.ts';
import { employeePicture } from './depsPicture.ts';
import { attachDocumentFiles } from './hrDemoFiles.ts';
import type { FileStorage } from '../files/fileStorage.ts';

interface Option {
  readonly value: string | number;
  readonly label: string;
}

/** A field's fixed options, as the definition declares them (labels are label keys). */
function fixedOptions(resource: LoadedResource, field: string): Option[] {
  const options = resource.fields.properties[field]?.['x-options'];
  const values = options && 'values' in options ? (options.values ?? []) : [];
  return values.map((option) => ({ value: option.value as string | number, label: String(option.label) }));
}

async function tableOptions(db: Database, table: string, label = 'name'): Promise<Option[]> {
  const rows = await resourceDb(db).selectFrom(table).select(['id', label]).where('status', '=', 1).orderBy(label).execute();
  return rows.map((row) => ({ value: Number(row.id), label: String(row[label]) }));
}

export async function installHrRoutes(app: FastifyInstance, db: Database, definitions: LoadedDefinitions, files: FileStorage): Promise<string | undefined> {
  const employee = definitions.resources.hr_employee;
  const document = definitions.resources.hr_employee_document;
  const permit = definitions.resources.hr_permit;
  if (!employee || !document || !permit) return 'hr: hr_employee, hr_employee_document or hr_permit is not declared';
  await attachDocumentFiles(db, files);
  const directory = { onRequest: accessGuard(app, db, 'deps_view_table') };
  const approver = { onRequest: accessGuard(app, db, 'deps_process_approval') };
  const signedIn = { onRequest: accessGuard(app, db, '') };

  app.get('/sso/hr/deps/my-profile', signedIn, async (request) => {
    const principal = await requirePrincipal(app, db, request);
    const row = await resourceDb(db).selectFrom('hr_employee').selectAll().where('username', '=', principal.username).executeTakeFirst();
    if (!row) throw notFound('Data pegawai tidak ditemukan');
    return { data: row };
  });

  app.get('/sso/hr/deps/master-options', directory, async () => ({
    data: {
      departments: await tableOptions(db, 'department'),
      titles: await tableOptions(db, 'position'),
      grades: fixedOptions(employee, 'grade'),
      states: fixedOptions(employee, 'state'),
      genders: fixedOptions(employee, 'gender'),
      offices: await tableOptions(db, 'office'),
      office_details: fixedOptions(employee, 'office_detail'),
      educations: fixedOptions(employee, 'education'),
    },
  }));

  // The permit form's options (modules.md section 2): who is asking, and how attendance is recorded.
  app.get('/sso/hr/options', { onRequest: accessGuard(app, db, 'view_attendance_performance') }, async (request) => {
    const principal = await requirePrincipal(app, db, request);
    const { rows } = await sql<{ bidang: string | null; office: string | null; position: string | null }>`
      select (select name from department where id = ${principal.bidang_id}) as bidang,
             (select name from office where id = ${principal.office_id}) as office,
             (select name from position where id = ${principal.position_id}) as position`.execute(db);
    const names = rows[0];
    return {
      data: {
        userinfo: {
          id: principal.id,
          username: principal.username,
          name: principal.name,
          bidang_id: principal.bidang_id,
          bidang: names?.bidang ?? null,
          office_id: principal.office_id,
          office: names?.office ?? null,
          position_id: principal.position_id,
          position: names?.position ?? null,
        },
        input_methode: fixedOptions(permit, 'input_methode'),
      },
    };
  });

  app.get('/sso/hr/deps/master/options', approver, async () => {
    const employees = await resourceDb(db).selectFrom('hr_employee').select(['username', 'name']).where('username', 'is not', null).orderBy('name').execute();
    return {
      data: {
        status: fixedOptions(document, 'status'),
        type: fixedOptions(document, 'type'),
        employee: employees.map((row) => ({ value: String(row.username), label: String(row.name) })),
      },
    };
  });

  app.get('/sso/hr/deps/picture/:file', signedIn, async (request, reply) => {
    const svg = await employeePicture(db, (request.params as { file: string }).file);
    return reply.type('image/svg+xml').header('cache-control', 'private, max-age=3600').send(svg);
  });

  // The performance chart: the average score per division of the rows the caller reaches (hr_performance's row rule).
  app.get('/sso/hr/performance/summary', { onRequest: accessGuard(app, db, 'view_attendance_performance') }, async (request) => {
    const principal = await requirePrincipal(app, db, request);
    const everyone = canAccess('manage_hr_permits', principal);
    const reach = everyone ? sql`true` : sql`(p.username = ${principal.username} or p.department_id = ${principal.bidang_id ?? -1})`;
    const { rows } = await sql<{ label: string | null; average: string }>`
      select d.name as label, avg(p.score) as average from hr_performance p left join department d on d.id = p.department_id
      where ${reach} group by d.id, d.name order by d.name`.execute(db);
    return { data: rows.map((row) => ({ label: row.label ?? '—', average: Math.round(Number(row.average) * 10) / 10 })) };
  });

  app.get('/sso/hr/deps/report/:name', directory, async (request) => {
    const name = (request.params as { name: string }).name;
    if (!(depsReportNames as readonly string[]).includes(name)) throw notFound('Report not found');
    return { data: await depsReport(db, name as DepsReportName, depsReportFilter(request.query as Record<string, unknown>)) };
  });
  return undefined;
}

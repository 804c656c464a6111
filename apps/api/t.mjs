import { PGlite } from '@electric-sql/pglite';
const db = await PGlite.create('memory://');
console.log((await db.query(`select proname, provolatile from pg_proc where proname in ('array_to_tsvector','array_to_string','to_tsvector','concat_ws','lower')`)).rows);
await db.exec(`create table u (f text, l text, k text[] not null default '{}', v tsvector generated always as (to_tsvector('simple', coalesce(f,'') || ' ' || coalesce(l,'')) || array_to_tsvector(k)) stored)`);
await db.exec(`insert into u (f,l,k) values ('Anna','Müller', '{java,sap}')`);
console.log((await db.query(`select v, v @@ to_tsquery('simple','mül:* & ja:*') m from u`)).rows);

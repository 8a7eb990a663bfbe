import type { DataSourceOptions } from 'typeorm';
import { SnakeNamingStrategy } from './snake-naming.strategy';

/** The entity classes and the migration classes, typed as TypeORM's options take them. */
type Entities = NonNullable<DataSourceOptions['entities']>;
type Migrations = NonNullable<DataSourceOptions['migrations']>;

/** TypeORM options of the shop's PostgreSQL database. Schema changes only through migrations. */
export function dataSourceOptions(databaseUrl: string, entities: Entities, migrations: Migrations): DataSourceOptions {
  return {
    type: 'postgres',
    url: databaseUrl,
    entities,
    migrations,
    synchronize: false,
    migrationsRun: false,
    migrationsTableName: 'migrations',
    namingStrategy: new SnakeNamingStrategy(),
    extra: { max: 10, application_name: 'shop' },
  };
}

import type { DataSourceOptions, MixedList } from 'typeorm';
import { SnakeNamingStrategy } from './snake-naming.strategy';

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
type Classes = MixedList<Function>;

/** TypeORM options of the shop's PostgreSQL database. Schema changes only through migrations. */
export function dataSourceOptions(databaseUrl: string, entities: Classes, migrations: Classes): DataSourceOptions {
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

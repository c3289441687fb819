// What the map gets of a rock: the spec's fields, its kind in words and whether it is drawn
// as an obstruction, decided once here by the rule rather than again in a style expression.
import { isObstruction, waterLevelEffect } from '../rocks.js';

export interface RockInput {
  readonly waterLevelEffect: number | null;
  readonly acronym: string | null;
  readonly sounding: number | null;
  readonly elevation: number | null;
  readonly name: string | null;
}

export function rockProperties(rock: RockInput): Record<string, unknown> {
  return {
    water_level_effect: rock.waterLevelEffect,
    kind: waterLevelEffect(rock.waterLevelEffect),
    acronym: rock.acronym,
    sounding: rock.sounding,
    elevation: rock.elevation,
    name: rock.name,
    obstruction: isObstruction(rock.sounding, rock.elevation),
  };
}

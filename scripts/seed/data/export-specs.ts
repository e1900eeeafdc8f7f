/**
 * Export specifications of the seeded products, by productId, as a trader would quote them.
 * The figures are believable for each spice (volatile oil, curcumin, ASTA colour, pop size ...) but
 * they describe sample lots, not tested goods: staff replace them with their own.
 *
 * HS codes are seeded values that staff may correct in the Studio, never constants of the site. The
 * makhana tariff lines changed in 2025: the two seeded here (plain and roasted/flavoured) are the
 * ones traders used before; staff confirm them against the current Indian tariff.
 */
import type { Incoterm, KeyFigureKey } from '../../../shared/export-spec-rules.ts'

export interface ExportSpecRow {
  hsCode: string
  botanicalName?: string
  grade: string
  moistureMax: number
  purityMin?: number
  admixtureMax?: number
  keyFigures: Partial<Record<KeyFigureKey, number>>
  shelfLifeMonths: number
  storage: string
  packing: string[]
  container20ft: number
  container40ft: number
  leadTimeDays: number
  incoterms: Incoterm[]
  ports: string[]
  /** Seeded certificates (`certificate-{n}`) that cover the product. */
  certificates: number[]
}

const DRY = 'Cool, dry place below 25 °C, away from sunlight and strong odours'
const SEALED = 'Sealed, in a cool and dry place below 25 °C; reseal after opening'
const WEST = ['Mundra', 'Nhava Sheva (JNPT)']
const SOUTH = ['Kochi', 'Tuticorin']
const DELHI = ['ICD Tughlakabad, New Delhi', 'Nhava Sheva (JNPT)']
const SEA: Incoterm[] = ['FOB', 'CFR', 'CIF']
const ALL: Incoterm[] = ['EXW', 'FOB', 'CFR', 'CIF']
const SEED_BAGS = ['25 kg PP bags', '50 kg jute bags', 'Retail pouches (50 g to 500 g)']
const POWDER_BAGS = ['25 kg paper bags with PE liner', '1 kg retail pouches', 'Private label on request']
const SPICES_BOARD = [1, 2, 4]

const whole = (row: Omit<ExportSpecRow, 'shelfLifeMonths' | 'storage' | 'incoterms' | 'certificates'> & Partial<ExportSpecRow>): ExportSpecRow => ({
  shelfLifeMonths: 24,
  storage: DRY,
  incoterms: SEA,
  certificates: SPICES_BOARD,
  ...row,
})

const ground = (
  row: Omit<ExportSpecRow, 'shelfLifeMonths' | 'storage' | 'incoterms' | 'certificates' | 'packing' | 'leadTimeDays'> & Partial<ExportSpecRow>,
): ExportSpecRow => ({
  shelfLifeMonths: 18,
  storage: SEALED,
  incoterms: SEA,
  certificates: SPICES_BOARD,
  packing: POWDER_BAGS,
  leadTimeDays: 21,
  ...row,
})

const blend = (grade: string, figures: ExportSpecRow['keyFigures'], shelfLifeMonths = 12): ExportSpecRow => ({
  hsCode: '0910.91.00',
  grade,
  moistureMax: 10,
  keyFigures: { meshSize: 40, totalAsh: 8, ...figures },
  shelfLifeMonths,
  storage: SEALED,
  packing: ['100 g pouches in 10 kg master cartons', '1 kg retail pouches', 'Private label on request'],
  container20ft: 10,
  container40ft: 20,
  leadTimeDays: 28,
  incoterms: ALL,
  ports: DELHI,
  certificates: SPICES_BOARD,
})

const retail = (hsCode: string, grade: string, figures: ExportSpecRow['keyFigures'], botanicalName?: string): ExportSpecRow => ({
  hsCode,
  ...(botanicalName ? { botanicalName } : {}),
  grade,
  moistureMax: 10,
  keyFigures: figures,
  shelfLifeMonths: 18,
  storage: SEALED,
  packing: ['Retail packs in 10 kg master cartons', 'Private label on request'],
  container20ft: 6,
  container40ft: 12,
  leadTimeDays: 30,
  incoterms: ALL,
  ports: DELHI,
  certificates: [1, 2],
})

const MAKHANA = 'Euryale ferox Salisb.'
const MAKHANA_PLAIN_HS = '1212.99.90'
const MAKHANA_ROASTED_HS = '2008.19.99'

const makhana = (grade: string, figures: ExportSpecRow['keyFigures'], flavoured: boolean): ExportSpecRow => ({
  hsCode: flavoured ? MAKHANA_ROASTED_HS : MAKHANA_PLAIN_HS,
  botanicalName: MAKHANA,
  grade,
  moistureMax: flavoured ? 4 : 8,
  admixtureMax: 0.5,
  keyFigures: figures,
  shelfLifeMonths: flavoured ? 9 : 12,
  storage: flavoured ? 'Nitrogen-flushed, sealed; cool and dry, below 25 °C' : 'Airtight, cool and dry; makhana takes up moisture and loses its crunch',
  packing: flavoured
    ? ['Nitrogen-flushed retail pouches (80 g)', '5 kg bulk packs for food service', 'Private label on request']
    : ['10 kg cartons with inner poly liner', 'Retail pouches (100 g to 250 g)'],
  // Makhana is light: a container fills by volume long before it reaches its weight limit.
  container20ft: flavoured ? 1.4 : 1.6,
  container40ft: flavoured ? 3.2 : 3.8,
  leadTimeDays: flavoured ? 28 : 21,
  incoterms: ALL,
  ports: ['Kolkata', ...DELHI],
  certificates: [1, 3, 4],
})

export const exportSpecs: Record<number, ExportSpecRow> = {
  1: whole({
    hsCode: '0909.31.29',
    botanicalName: 'Cuminum cyminum L.',
    grade: 'Singapore 99%, machine cleaned',
    moistureMax: 9,
    purityMin: 99,
    admixtureMax: 1,
    keyFigures: { volatileOil: 2.5, totalAsh: 9.5, acidInsolubleAsh: 1.5 },
    packing: SEED_BAGS,
    container20ft: 13,
    container40ft: 26,
    leadTimeDays: 14,
    ports: WEST,
    certificates: SPICES_BOARD,
  }),
  2: whole({
    hsCode: '0904.11.40',
    botanicalName: 'Piper nigrum L.',
    grade: 'TGSEB, 4.75 mm, 550 g/l',
    moistureMax: 11,
    purityMin: 99.5,
    admixtureMax: 0.5,
    keyFigures: { volatileOil: 2.6, piperine: 5, totalAsh: 6 },
    packing: ['25 kg PP bags', '50 kg jute bags'],
    container20ft: 14,
    container40ft: 26,
    leadTimeDays: 21,
    ports: SOUTH,
  }),
  3: whole({
    hsCode: '0908.31.10',
    botanicalName: 'Elettaria cardamomum (L.) Maton',
    grade: 'AGEB, 8 mm bold',
    moistureMax: 10,
    admixtureMax: 0.5,
    keyFigures: { volatileOil: 6.5, brokenPieces: 2 },
    shelfLifeMonths: 18,
    packing: ['10 kg cartons', '5 kg vacuum packs'],
    container20ft: 6,
    container40ft: 12,
    leadTimeDays: 14,
    ports: ['Kochi', 'Chennai'],
    incoterms: ['EXW', 'FOB', 'CIF'],
  }),
  4: whole({
    hsCode: '0907.10.00',
    botanicalName: 'Syzygium aromaticum (L.) Merr. & L.M.Perry',
    grade: 'Hand-picked, headless max 3%',
    moistureMax: 12,
    admixtureMax: 1,
    keyFigures: { volatileOil: 15, brokenPieces: 3 },
    packing: ['25 kg PP bags', '10 kg cartons'],
    container20ft: 8,
    container40ft: 16,
    leadTimeDays: 21,
    ports: SOUTH,
  }),
  5: whole({
    hsCode: '0906.11.00',
    botanicalName: 'Cinnamomum verum J.Presl',
    grade: 'Quills, 8 cm cut',
    moistureMax: 12,
    admixtureMax: 1,
    keyFigures: { volatileOil: 1, coumarin: 150, brokenPieces: 5 },
    packing: ['10 kg cartons', '20 kg bales'],
    container20ft: 7,
    container40ft: 14,
    leadTimeDays: 21,
    ports: SOUTH,
  }),
  6: whole({
    hsCode: '0909.61.29',
    botanicalName: 'Foeniculum vulgare Mill.',
    grade: 'Singapore 99%, green',
    moistureMax: 10,
    purityMin: 99,
    admixtureMax: 1,
    keyFigures: { volatileOil: 1.5, totalAsh: 9 },
    packing: SEED_BAGS,
    container20ft: 10,
    container40ft: 20,
    leadTimeDays: 14,
    ports: WEST,
  }),
  7: whole({
    hsCode: '0910.99.13',
    botanicalName: 'Trigonella foenum-graecum L.',
    grade: 'Machine cleaned, 99%',
    moistureMax: 10,
    purityMin: 99,
    admixtureMax: 1,
    keyFigures: { totalAsh: 7, acidInsolubleAsh: 1.5 },
    packing: SEED_BAGS,
    container20ft: 18,
    container40ft: 26,
    leadTimeDays: 14,
    ports: WEST,
  }),
  8: whole({
    hsCode: '1207.50.90',
    botanicalName: 'Brassica juncea (L.) Czern.',
    grade: 'Bold, sortex cleaned, 99.5%',
    moistureMax: 8,
    purityMin: 99.5,
    admixtureMax: 0.5,
    keyFigures: { volatileOil: 0.7 },
    packing: SEED_BAGS,
    container20ft: 19,
    container40ft: 26,
    leadTimeDays: 14,
    ports: WEST,
  }),
  9: whole({
    hsCode: '0909.21.90',
    botanicalName: 'Coriandrum sativum L.',
    grade: 'Eagle, split max 5%',
    moistureMax: 10,
    purityMin: 98,
    admixtureMax: 2,
    keyFigures: { volatileOil: 0.3, brokenPieces: 5 },
    packing: SEED_BAGS,
    container20ft: 8,
    container40ft: 17,
    leadTimeDays: 14,
    ports: WEST,
  }),
  10: whole({
    hsCode: '0910.99.39',
    botanicalName: 'Cinnamomum tamala (Buch.-Ham.) T.Nees & Eberm.',
    grade: 'Whole leaves, hand-sorted',
    moistureMax: 10,
    admixtureMax: 2,
    keyFigures: { volatileOil: 0.5, brokenPieces: 10 },
    shelfLifeMonths: 18,
    packing: ['10 kg cartons', '25 kg compressed bales'],
    container20ft: 4,
    container40ft: 9,
    leadTimeDays: 30,
    ports: ['Kolkata'],
  }),
  11: whole({
    hsCode: '0909.61.11',
    botanicalName: 'Illicium verum Hook.f.',
    grade: 'Whole stars, 8 points',
    moistureMax: 12,
    admixtureMax: 1,
    keyFigures: { volatileOil: 3, brokenPieces: 5 },
    packing: ['10 kg cartons'],
    container20ft: 6,
    container40ft: 12,
    leadTimeDays: 30,
    ports: ['Kolkata'],
  }),
  12: whole({
    hsCode: '0904.21.10',
    botanicalName: 'Capsicum annuum L.',
    grade: 'S4 Sannam, with stem',
    moistureMax: 11,
    admixtureMax: 1,
    keyFigures: { astaColour: 40, pungency: 35_000, brokenPieces: 3 },
    shelfLifeMonths: 12,
    packing: ['25 kg compressed bales', '10 kg cartons'],
    container20ft: 8,
    container40ft: 16,
    leadTimeDays: 21,
    ports: ['Chennai', 'Krishnapatnam'],
  }),
  13: whole({
    hsCode: '0908.31.50',
    botanicalName: 'Amomum subulatum Roxb.',
    grade: 'Badadana, 15 mm and above',
    moistureMax: 12,
    admixtureMax: 1,
    keyFigures: { volatileOil: 2.5, brokenPieces: 3 },
    packing: ['10 kg cartons', '25 kg jute bags'],
    container20ft: 8,
    container40ft: 16,
    leadTimeDays: 30,
    ports: ['Kolkata'],
  }),
  14: whole({
    hsCode: '0910.99.14',
    botanicalName: 'Trachyspermum ammi (L.) Sprague',
    grade: 'Machine cleaned, 99%',
    moistureMax: 9,
    purityMin: 99,
    admixtureMax: 1,
    keyFigures: { volatileOil: 2.5, totalAsh: 9 },
    packing: SEED_BAGS,
    container20ft: 14,
    container40ft: 24,
    leadTimeDays: 14,
    ports: WEST,
  }),

  15: ground({
    hsCode: '0910.30.30',
    botanicalName: 'Curcuma longa L.',
    grade: 'Erode, 60 mesh',
    moistureMax: 10,
    keyFigures: { curcumin: 3, meshSize: 60, totalAsh: 7, acidInsolubleAsh: 1.5 },
    container20ft: 18,
    container40ft: 26,
    ports: ['Chennai', 'Tuticorin'],
  }),
  16: ground({
    hsCode: '0904.22.11',
    botanicalName: 'Capsicum annuum L.',
    grade: 'Kashmiri type, low heat',
    moistureMax: 10,
    keyFigures: { astaColour: 120, pungency: 8_000, meshSize: 40 },
    container20ft: 16,
    container40ft: 24,
    ports: DELHI,
  }),
  17: ground({
    hsCode: '0909.22.00',
    botanicalName: 'Coriandrum sativum L.',
    grade: 'Eagle seed, 40 mesh',
    moistureMax: 9,
    keyFigures: { volatileOil: 0.2, meshSize: 40, totalAsh: 7 },
    container20ft: 14,
    container40ft: 24,
    ports: WEST,
  }),
  18: ground({
    hsCode: '0909.32.00',
    botanicalName: 'Cuminum cyminum L.',
    grade: 'Dry-roasted, 40 mesh',
    moistureMax: 6,
    keyFigures: { volatileOil: 1.5, meshSize: 40, totalAsh: 9.5 },
    shelfLifeMonths: 12,
    container20ft: 14,
    container40ft: 24,
    ports: WEST,
  }),
  19: ground({
    hsCode: '0904.22.11',
    botanicalName: 'Capsicum annuum L.',
    grade: 'Teja type, hot',
    moistureMax: 10,
    keyFigures: { astaColour: 70, pungency: 70_000, meshSize: 40 },
    container20ft: 16,
    container40ft: 24,
    ports: ['Chennai', 'Krishnapatnam'],
  }),
  20: ground({
    hsCode: '0904.12.00',
    botanicalName: 'Piper nigrum L.',
    grade: 'From MG-1 pepper, 30 mesh',
    moistureMax: 11,
    keyFigures: { volatileOil: 1.8, piperine: 4.5, meshSize: 30 },
    container20ft: 15,
    container40ft: 25,
    ports: SOUTH,
  }),
  21: ground({
    hsCode: '0910.12.00',
    botanicalName: 'Zingiber officinale Roscoe',
    grade: 'Kerala dry ginger, 60 mesh',
    moistureMax: 10,
    keyFigures: { volatileOil: 1.5, meshSize: 60, totalAsh: 6 },
    container20ft: 14,
    container40ft: 24,
    ports: SOUTH,
  }),
  22: ground({
    hsCode: '1106.30.90',
    botanicalName: 'Mangifera indica L.',
    grade: 'Raw mango, sun-dried, 60 mesh',
    moistureMax: 10,
    keyFigures: { meshSize: 60, totalAsh: 5 },
    shelfLifeMonths: 12,
    container20ft: 14,
    container40ft: 24,
    ports: DELHI,
  }),
  23: ground({
    hsCode: '0712.90.20',
    botanicalName: 'Allium sativum L.',
    grade: 'Dehydrated, 80 to 100 mesh',
    moistureMax: 6,
    keyFigures: { meshSize: 80, totalAsh: 5 },
    container20ft: 13,
    container40ft: 24,
    ports: WEST,
  }),
  24: ground({
    hsCode: '0909.62.00',
    botanicalName: 'Foeniculum vulgare Mill.',
    grade: 'Green fennel, 40 mesh',
    moistureMax: 9,
    keyFigures: { volatileOil: 1, meshSize: 40 },
    container20ft: 13,
    container40ft: 24,
    ports: WEST,
  }),
  25: ground({
    hsCode: '0904.22.11',
    botanicalName: 'Capsicum annuum L.',
    grade: 'Byadgi type, deep colour',
    moistureMax: 10,
    keyFigures: { astaColour: 150, pungency: 12_000, meshSize: 40 },
    container20ft: 16,
    container40ft: 24,
    ports: ['Chennai', 'Nhava Sheva (JNPT)'],
  }),
  26: ground({
    hsCode: '0906.20.00',
    botanicalName: 'Cinnamomum verum J.Presl',
    grade: '60 mesh',
    moistureMax: 10,
    keyFigures: { volatileOil: 0.8, coumarin: 180, meshSize: 60 },
    container20ft: 12,
    container40ft: 22,
    ports: SOUTH,
  }),

  27: blend('House recipe of 13 spices, slow-roasted', { volatileOil: 1.2 }),
  28: blend('House recipe with black salt and amchur', { salt: 38, acidInsolubleAsh: 2 }),
  29: blend('South Indian recipe with lentils and curry leaf', { salt: 6 }),
  30: blend('Mumbai street-food recipe', { salt: 8 }),
  31: blend('All-purpose house recipe of 16 spices', { salt: 5 }),
  32: blend('Punjabi-style recipe with amchur and pomegranate seed', { salt: 7 }),
  33: blend('Hyderabadi-style recipe with mace and star anise', { volatileOil: 1.5 }, 9),
  34: blend('Tamarind-free dry rasam recipe', { salt: 4 }),
  35: blend('Tandoor recipe with Kashmiri chilli colour', { astaColour: 60, salt: 10 }),
  36: blend('Ginger, cardamom and pepper chai recipe', { volatileOil: 2, meshSize: 30 }, 9),

  37: retail('0910.91.00', 'Six 50 g pouches per kit', {}),
  38: retail('0910.30.30', 'Erode, 60 mesh', { curcumin: 3, meshSize: 60 }, 'Curcuma longa L.'),
  39: retail('0904.22.11', 'Teja type, hot', { astaColour: 70, pungency: 70_000 }, 'Capsicum annuum L.'),
  40: retail('0909.22.00', 'Eagle seed, 40 mesh', { volatileOil: 0.2, meshSize: 40 }, 'Coriandrum sativum L.'),
  41: retail('0910.91.00', 'Whole spices, hand-mixed', { brokenPieces: 5 }),
  42: retail('0910.91.00', 'Gift assortment of four spices', {}),
  43: retail('0910.91.00', 'Chai masala in a 100 g tin', { volatileOil: 2 }),
  44: retail('0910.91.00', 'Three 100 g pouches per combo', { meshSize: 60 }),

  45: makhana('4 suta (Murra), hand-graded', { popSize: 4, brokenPieces: 5 }, false),
  46: makhana('6 suta and above (Lawa), hand-picked', { popSize: 6, brokenPieces: 1 }, false),
  47: makhana('5 suta, roasted in cold-pressed oil', { popSize: 5, salt: 2.5 }, true),
  48: makhana('5 suta, peri peri seasoned', { popSize: 5, salt: 3, pungency: 5_000 }, true),
  49: makhana('5 suta, caramel coated', { popSize: 5 }, true),
  50: makhana('5 suta, cheese seasoned', { popSize: 5, salt: 3.5 }, true),
  51: makhana('5 suta, mint seasoned', { popSize: 5, salt: 2.8 }, true),
  52: makhana('5 suta, Himalayan pink salt and pepper', { popSize: 5, salt: 3 }, true),
  53: makhana('5 suta, tomato seasoned', { popSize: 5, salt: 3.2 }, true),
  54: makhana('5 suta, cream and onion seasoned', { popSize: 5, salt: 3 }, true),
  55: makhana('5 suta, dark chocolate coated', { popSize: 5 }, true),
  56: makhana('5 suta (Lawa), family pack', { popSize: 5, brokenPieces: 3 }, false),
}

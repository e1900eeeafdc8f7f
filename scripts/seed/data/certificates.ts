import type { PdfLine } from '../art/pdf.ts'

/** One SAMPLE certificate: the number is fake and the PDF says so in large letters. */
export const certificateRows = [
  {
    n: 1,
    title: 'SAMPLE - FSSAI Central Licence',
    issuer: 'Food Safety and Standards Authority of India (sample entry)',
    number: 'SAMPLE-10000000000000',
    validUntil: '2030-03-31',
    filename: 'sample-fssai-licence.pdf',
    pdf: [
      { text: 'SAMPLE - NOT A REAL LICENCE', size: 26, y: 760 },
      { text: 'Food Safety and Standards Authority of India', size: 16, y: 700 },
      { text: 'Central Licence (specimen for the website seed)', size: 14, y: 676 },
      { text: 'Licence No.: SAMPLE-10000000000000', size: 13, y: 620 },
      { text: 'Name of business: Spice & Makhana Co. (sample)', size: 13, y: 598 },
      { text: 'Address: Unit 12, Sample Spice Lane, New Delhi 110028', size: 13, y: 576 },
      { text: 'Kind of business: Import, export and trade of spices and makhana', size: 13, y: 554 },
      { text: 'Valid until: 31 March 2030', size: 13, y: 532 },
      { text: 'Replace this file with the real licence in the Studio (Certificates).', size: 11, y: 90 },
    ] satisfies PdfLine[],
  },
]

/**
 * A hand-drawn outline of the West African countries the company serves and their neighbours,
 * as [longitude, latitude] corners: simplified to a few dozen points each, enough to tell where
 * a click falls, not a survey. The console draws it offline (no map tiles).
 */
export type Corner = readonly [longitude: number, latitude: number];

export interface CountryOutline {
  name: string;
  /** One or more closed shapes (islands are small shapes of their own). */
  shapes: readonly (readonly Corner[])[];
  /** Served by the company: drawn stronger than its neighbours. */
  served: boolean;
}

/** What the map shows: west, east, north and south edges in degrees. */
export const MAP_BOUNDS = { west: -26, east: 16, north: 18, south: 3 } as const;

const island = (longitude: number, latitude: number, radius = 0.14): Corner[] =>
  Array.from({ length: 8 }, (_, i) => {
    const angle = (i / 8) * 2 * Math.PI;
    return [longitude + radius * Math.cos(angle), latitude + radius * Math.sin(angle)] as const;
  });

export const WEST_AFRICA: readonly CountryOutline[] = [
  {
    name: 'Senegal',
    served: true,
    shapes: [
      [
        [-16.5, 16.1],
        [-14.9, 16.65],
        [-13.25, 15.65],
        [-12.45, 14.9],
        [-11.4, 14.4],
        [-12.2, 12.4],
        [-13.7, 12.67],
        [-15.2, 12.68],
        [-16.75, 12.4],
        [-16.8, 13.1],
        [-16.8, 13.8],
        [-17.1, 14.4],
        [-17.5, 14.72],
        [-17.1, 14.9],
        [-16.7, 15.6],
      ],
    ],
  },
  {
    name: 'The Gambia',
    served: true,
    shapes: [
      [
        [-16.82, 13.1],
        [-16.75, 13.6],
        [-15.1, 13.8],
        [-13.8, 13.55],
        [-13.8, 13.35],
        [-15.2, 13.2],
        [-16.7, 13.07],
      ],
    ],
  },
  {
    name: 'Guinea-Bissau',
    served: true,
    shapes: [
      [
        [-16.75, 12.4],
        [-15.2, 12.68],
        [-13.7, 12.67],
        [-13.7, 12.0],
        [-13.65, 11.5],
        [-14.5, 11.0],
        [-15.0, 10.9],
        [-15.6, 11.3],
        [-16.2, 11.6],
      ],
    ],
  },
  {
    name: 'Guinea',
    served: true,
    shapes: [
      [
        [-13.7, 12.67],
        [-12.2, 12.4],
        [-11.3, 12.2],
        [-10.5, 11.9],
        [-9.3, 12.3],
        [-8.6, 11.5],
        [-8.3, 10.4],
        [-7.9, 10.2],
        [-7.6, 8.4],
        [-8.2, 7.6],
        [-8.5, 7.7],
        [-9.4, 7.4],
        [-9.5, 8.4],
        [-10.3, 8.5],
        [-10.6, 9.1],
        [-11.2, 10.0],
        [-12.2, 9.9],
        [-12.9, 9.3],
        [-13.3, 9.05],
        [-13.7, 9.5],
        [-14.3, 10.0],
        [-14.7, 10.6],
        [-15.0, 10.9],
        [-14.5, 11.0],
        [-13.65, 11.5],
        [-13.7, 12.0],
      ],
    ],
  },
  {
    name: 'Sierra Leone',
    served: true,
    shapes: [
      [
        [-13.3, 9.05],
        [-12.9, 9.3],
        [-12.2, 9.9],
        [-11.2, 10.0],
        [-10.6, 9.1],
        [-10.3, 8.5],
        [-10.6, 8.0],
        [-11.5, 6.9],
        [-12.5, 7.4],
        [-12.95, 7.9],
        [-13.2, 8.5],
      ],
    ],
  },
  {
    name: 'Liberia',
    served: false,
    shapes: [
      [
        [-11.5, 6.9],
        [-10.6, 8.0],
        [-10.3, 8.5],
        [-9.5, 8.4],
        [-9.4, 7.4],
        [-8.5, 7.7],
        [-8.3, 6.6],
        [-7.5, 5.6],
        [-7.55, 4.35],
        [-9.0, 4.9],
        [-10.3, 6.1],
      ],
    ],
  },
  {
    name: "Côte d'Ivoire",
    served: true,
    shapes: [
      [
        [-7.55, 4.35],
        [-7.5, 5.6],
        [-8.3, 6.6],
        [-8.5, 7.7],
        [-8.2, 7.6],
        [-7.6, 8.4],
        [-7.9, 10.2],
        [-6.2, 10.5],
        [-5.5, 10.4],
        [-4.7, 9.7],
        [-3.6, 9.9],
        [-2.7, 9.5],
        [-2.5, 8.2],
        [-3.0, 6.3],
        [-2.9, 5.1],
        [-4.0, 5.25],
        [-5.9, 5.0],
      ],
    ],
  },
  {
    name: 'Ghana',
    served: true,
    shapes: [
      [
        [-2.9, 5.1],
        [-3.0, 6.3],
        [-2.5, 8.2],
        [-2.7, 9.5],
        [-2.8, 11.0],
        [-0.1, 11.1],
        [0.0, 10.6],
        [0.4, 10.2],
        [0.3, 8.7],
        [0.7, 8.3],
        [0.5, 7.0],
        [0.6, 6.2],
        [1.2, 6.1],
        [0.0, 5.75],
        [-1.0, 5.2],
        [-2.0, 4.75],
      ],
    ],
  },
  {
    name: 'Togo',
    served: false,
    shapes: [
      [
        [1.2, 6.1],
        [0.6, 6.2],
        [0.5, 7.0],
        [0.7, 8.3],
        [0.3, 8.7],
        [0.4, 10.2],
        [0.0, 10.6],
        [-0.1, 11.1],
        [0.9, 11.0],
        [0.8, 10.3],
        [1.4, 9.4],
        [1.6, 6.2],
      ],
    ],
  },
  {
    name: 'Benin',
    served: true,
    shapes: [
      [
        [1.6, 6.2],
        [1.4, 9.4],
        [0.8, 10.3],
        [0.9, 11.0],
        [1.4, 11.4],
        [2.4, 12.2],
        [3.6, 11.7],
        [3.6, 10.3],
        [3.1, 9.1],
        [2.7, 9.1],
        [2.7, 6.35],
      ],
    ],
  },
  {
    name: 'Nigeria',
    served: true,
    shapes: [
      [
        [2.7, 6.35],
        [2.7, 9.1],
        [3.1, 9.1],
        [3.6, 10.3],
        [3.6, 11.7],
        [4.1, 13.5],
        [5.5, 13.9],
        [6.8, 13.1],
        [8.0, 13.3],
        [9.6, 12.8],
        [10.7, 13.4],
        [12.3, 13.1],
        [14.1, 13.1],
        [14.6, 11.5],
        [13.3, 10.2],
        [13.2, 9.0],
        [12.2, 8.4],
        [11.7, 6.9],
        [10.7, 6.9],
        [9.7, 6.0],
        [8.6, 4.8],
        [7.1, 4.4],
        [5.9, 4.3],
        [5.0, 5.6],
        [4.0, 6.4],
      ],
    ],
  },
  {
    name: 'Cabo Verde',
    served: true,
    shapes: [
      island(-25.15, 17.05, 0.2),
      island(-24.95, 16.85, 0.1),
      island(-24.3, 16.6, 0.15),
      island(-22.93, 16.7),
      island(-22.8, 16.1, 0.2),
      island(-23.2, 15.2, 0.1),
      island(-23.6, 15.1, 0.2),
      island(-24.4, 14.93, 0.12),
      island(-24.7, 14.85, 0.06),
    ],
  },
];

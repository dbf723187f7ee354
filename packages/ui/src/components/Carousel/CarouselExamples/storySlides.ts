import { clientLogo, productImage, sceneImage, scenePalettes } from './storyImages';

/** Content for the Carousel stories (stories only): the home page's three carousels. */

export const bannerSlides = [
  {
    title: 'Humane bird spikes for every ledge',
    text: 'Stainless steel and polycarbonate strips that keep pigeons off without harming them.',
    image: sceneImage('parapet', scenePalettes.morning),
  },
  {
    title: 'Anti-bird nets for balconies and ducts',
    text: 'UV-treated nylon that lets in light and air. Made to measure, with a fixing kit.',
    image: sceneImage('net', scenePalettes.noon),
  },
  {
    title: 'Monkey spikes for walls and rooftops',
    text: 'Heavy-duty steel for farms, temples and factories. Rust-proof, easy to fix.',
    image: sceneImage('monkey', scenePalettes.evening),
  },
];

export const bestsellers = [
  { title: 'Stainless Steel Bird Spikes, 10 ft', price: '₹1,299', maxPrice: '₹1,999', image: productImage('steel', '#f5f5f4') },
  { title: 'Polycarbonate Bird Spikes, 20 strips', price: '₹899', maxPrice: '₹1,299', image: productImage('spikes', '#f0fdf4') },
  { title: 'Anti-Bird Net, 10 × 10 ft', price: '₹749', maxPrice: '₹999', image: productImage('net', '#eff6ff') },
  { title: 'Heavy-Duty Monkey Spikes, 2 ft', price: '₹2,499', maxPrice: '₹3,199', image: productImage('monkey', '#fff7ed') },
  { title: 'Bird Spike Adhesive, 300 ml', price: '₹349', maxPrice: '₹450', image: productImage('spikes', '#fafaf9') },
  { title: 'Balcony Net Fixing Kit', price: '₹499', maxPrice: '₹699', image: productImage('net', '#f0fdf4') },
];

export const clients = [
  { name: 'Metro Rail Depot', image: clientLogo('MR', 'Metro Rail', '#1e40af') },
  { name: 'Sunrise Warehousing', image: clientLogo('SW', 'Sunrise', '#c2410c') },
  { name: 'Shree Temple Trust', image: clientLogo('ST', 'Shree Trust', '#92400e') },
  { name: 'Greenfield Farms', image: clientLogo('GF', 'Greenfield', '#166534') },
  { name: 'Coastal Ports', image: clientLogo('CP', 'Coastal', '#1d4ed8') },
  { name: 'Apex Hospitals', image: clientLogo('AH', 'Apex Care', '#b91c1c') },
];

/** The shop's breakpoints: Swiper's settings on the home page, by the carousel's width. */
export const bestsellerBreakpoints = {
  0: { slidesPerView: 1, gap: 10 },
  400: { slidesPerView: 1, gap: 30 },
  768: { slidesPerView: 2, gap: 30 },
  1024: { slidesPerView: 3, gap: 30 },
  1280: { slidesPerView: 3, gap: 30 },
};

export const clientBreakpoints = {
  0: { slidesPerView: 1, gap: 10 },
  400: { slidesPerView: 1, gap: 30 },
  768: { slidesPerView: 3, gap: 30 },
  1024: { slidesPerView: 4, gap: 30 },
  1280: { slidesPerView: 5, gap: 30 },
};

/** Sample article HTML, as the blog's sanitiser hands it over: no classes, h1 already demoted. Stories only. */
export const articleHtml = `
<p>Pigeons return to the same ledge every evening. Breaking that habit takes a barrier they cannot get around,
not a scare they soon get used to. This guide compares the three barriers we sell.</p>
<h2>Spikes, nets or gel?</h2>
<p>Spikes suit <strong>narrow ledges</strong> and parapets; nets close off balconies and ducts; gel works on
pipes and signboards where nothing else fits. See our <a href="#installation">installation guide</a>.</p>
<ul>
  <li>Stainless steel spikes: 10-year life, no harm to birds</li>
  <li>UV-stabilised nylon nets: 25 mm mesh for pigeons
    <ul><li>50 mm mesh for crows</li></ul>
  </li>
  <li>Transparent gel: one tube covers 3 metres</li>
</ul>
<h3 id="installation">Installing spikes</h3>
<ol>
  <li>Clean the ledge and let it dry.</li>
  <li>Apply silicone along the base strip.</li>
  <li>Press the spikes down and hold for a minute.</li>
</ol>
<blockquote><p>We had pigeons on the AC unit for two years. The spikes ended it in a week.</p></blockquote>
<table>
  <thead><tr><th>Product</th><th>Coverage</th><th>Price</th></tr></thead>
  <tbody>
    <tr><td>Bird spikes, 10 ft</td><td>3 m of ledge</td><td>₹1,499</td></tr>
    <tr><td>Pigeon net, 10 × 10 ft</td><td>9 m²</td><td>₹899</td></tr>
  </tbody>
</table>
`;

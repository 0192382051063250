// Placeholder: replaced by the staff area's 匯入商品 page (issue 10).
export default function StaffProductImport() {
  return (
    <section className="page">
      <h1 className="page-title">匯入商品</h1>
    </section>
  )
}
